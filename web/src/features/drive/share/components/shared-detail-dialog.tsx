import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { formatSize } from '@qiao/contracts/drive-rules';
import { FileName } from '../../components/file-name';
import { NARROW_DIALOG_WIDTH } from '../../dialogs/dialog-width';
import { formatTime } from '../../rules/format-time';

/** Details of an item inside a share (550 px, as the drive's): what the share list told us. */
export function SharedDetailDialog({ file, onClose }: { file: UserFile; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const { t: tShare } = useTranslation('share');
  const location = file.filePath === '/' ? tShare('page.root') : file.filePath;
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
            <bdi>{formatSize(file.fileSize)}</bdi>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('detail.location')}>
          <bdi dir="auto">{location}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.uploadTime')}>
          <bdi>{formatTime(file.uploadTime)}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.updateTime')}>
          <bdi>{formatTime(file.updateTime)}</bdi>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
