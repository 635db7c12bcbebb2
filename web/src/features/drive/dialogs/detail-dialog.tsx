import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { useFileDetail } from '../api/use-file-detail';
import { FileDetailModal } from './file-detail-modal';

/** One's own entry, as the server has it now (the row may be older than its last change). */
export function DetailDialog({ file, onClose }: { file: UserFile; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const detail = useFileDetail(file);
  return (
    <FileDetailModal file={detail.data ?? file} rootLabel={t('menu.myFiles')} onClose={onClose} />
  );
}
