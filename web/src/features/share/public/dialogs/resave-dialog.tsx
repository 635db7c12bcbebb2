import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../api/feedback';
import { FolderTreeDialog } from '../../../drive/file-dialogs';
import { useResaveShare } from '../api/use-share-actions';

interface ResaveDialogProps {
  shareBatchNum: string;
  files: { userFileId: string }[];
  onClose: () => void;
}

/**
 * Saves a published share into a folder of the user's own drive, picked in the same tree as the
 * drive's move and copy dialogs. The server checks the share and counts the bytes against quota.
 */
export function ResaveDialog({ shareBatchNum, files, onClose }: ResaveDialogProps) {
  const { t } = useTranslation('zones');
  const resave = useResaveShare();
  return (
    <FolderTreeDialog
      title={t('resave.title')}
      okText={t('resave.submit')}
      placing={[]}
      pending={resave.isPending}
      onPick={(filePath) =>
        resave.mutate(
          { shareBatchNum, filePath, files },
          {
            onSuccess: () => {
              feedback().toast({ level: 'success', text: t('toast.resaved') });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
