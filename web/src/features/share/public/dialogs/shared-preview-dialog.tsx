import { useTranslation } from 'react-i18next';
import { joinFileName } from '@qiao/contracts/drive-rules';
import { sharedPreviewUrl, type SharedFile } from '@qiao/contracts/share';
import { PreviewDialog } from '../../../drive/file-dialogs';

const apiHost = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '');

/** A file inside a published share, read through the share (no account needed to look). */
export function SharedPreviewDialog({
  file,
  shareBatchNum,
  onDownload,
  onClose,
}: {
  file: SharedFile;
  shareBatchNum: string;
  /** Absent where a download would count against a share not yet published (review). */
  onDownload?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('zones');
  return (
    <PreviewDialog
      file={file}
      source={`${apiHost}${sharedPreviewUrl({ userFileId: file.userFileId, shareBatchNum })}`}
      onDownload={onDownload}
      downloadLabel={t('detail.downloadFile', {
        name: joinFileName(file.fileName, file.extendName),
      })}
      onClose={onClose}
    />
  );
}
