import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { FileDetailModal } from '../../drive/file-dialogs';

/** An item inside a share: what the share list told us, its top folder named as the share's. */
export function SharedDetailDialog({ file, onClose }: { file: UserFile; onClose: () => void }) {
  const { t } = useTranslation('share');
  return <FileDetailModal file={file} rootLabel={t('page.root')} onClose={onClose} />;
}
