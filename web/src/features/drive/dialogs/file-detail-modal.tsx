import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { FileName } from '../components/file-name';
import { useFormatDate } from '../../../hooks/use-format-date';
import { NARROW_DIALOG_WIDTH } from './dialog-width';
import { formatFileSize } from '../../../format/size';

/**
 * Name, type, size, location and times of one entry (spec §2: 550 px), in one's own drive or
 * inside a share; `rootLabel` names the top folder as the reader knows it.
 */
export function FileDetailModal({
  file,
  rootLabel,
  onClose,
}: {
  file: UserFile;
  rootLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('drive');
  const { dateTime } = useFormatDate();
  const location = file.filePath === '/' ? rootLabel : file.filePath;
  return (
    <Modal
      open
      width={NARROW_DIALOG_WIDTH}
      title={t('detail.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('detail.name')}>
          <FileName file={file} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.type')}>
          {file.isDir ? t('kind.folder') : <bdi>{file.extendName || t('kind.file')}</bdi>}
        </Descriptions.Item>
        {!file.isDir && (
          <Descriptions.Item label={t('detail.size')}>
            <bdi>{formatFileSize(file.fileSize)}</bdi>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('detail.location')}>
          <bdi dir="auto">{location}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.uploadTime')}>
          <bdi>{dateTime(file.uploadTime)}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.updateTime')}>
          <bdi>{dateTime(file.updateTime)}</bdi>
        </Descriptions.Item>
        {file.deleteTime && (
          <Descriptions.Item label={t('detail.deleteTime')}>
            <bdi>{dateTime(file.deleteTime)}</bdi>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Modal>
  );
}
