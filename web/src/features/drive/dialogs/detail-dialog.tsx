import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { formatSize } from '@qiao/contracts/drive-rules';
import { useFileDetail } from '../api/use-file-detail';
import { FileName } from '../components/file-name';
import { formatTime } from '../rules/format-time';
import { NARROW_DIALOG_WIDTH } from './dialog-width';

/** Name, type, size, location and times of one entry (spec §2: 550 px). */
export function DetailDialog({ file, onClose }: { file: UserFile; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const detail = useFileDetail(file);
  const shown = detail.data ?? file;
  const location = shown.filePath === '/' ? t('menu.myFiles') : shown.filePath;
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
          <FileName file={shown} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.type')}>
          {shown.isDir ? t('kind.folder') : <bdi>{shown.extendName || t('kind.file')}</bdi>}
        </Descriptions.Item>
        {!shown.isDir && (
          <Descriptions.Item label={t('detail.size')}>
            <bdi>{formatSize(shown.fileSize)}</bdi>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('detail.location')}>
          <bdi dir="auto">{location}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.uploadTime')}>
          <bdi>{formatTime(shown.uploadTime)}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.updateTime')}>
          <bdi>{formatTime(shown.updateTime)}</bdi>
        </Descriptions.Item>
        {shown.deleteTime && (
          <Descriptions.Item label={t('detail.deleteTime')}>
            <bdi>{formatTime(shown.deleteTime)}</bdi>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Modal>
  );
}
