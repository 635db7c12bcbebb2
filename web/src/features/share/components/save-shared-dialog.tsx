import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { feedback } from '../../../api/feedback';
import { refreshDrive } from '../../drive/drive-keys';
import { FolderTreeDialog } from '../../drive/file-dialogs';
import { saveShared, type ShareKey } from '../api/shared-files';

interface SaveSharedDialogProps {
  share: ShareKey;
  files: UserFile[];
  onClose: () => void;
}

/**
 * "Save to my drive": a folder of the visitor's own tree, then POST /share/savesharefile. The
 * server copies only what the share holds and counts it against the quota; its refusals (quota
 * full, share gone) are shown translated by the API client.
 */
export function SaveSharedDialog({ share, files, onClose }: SaveSharedDialogProps) {
  const { t } = useTranslation('share');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (filePath: string) => saveShared(share, files, filePath),
    onSuccess: () => {
      feedback().toast({ level: 'success', text: t('toast.saved') });
      onClose();
    },
    onSettled: () => refreshDrive(queryClient),
  });
  return (
    <FolderTreeDialog
      title={t('save.title')}
      okText={t('save.submit')}
      placing={[]}
      pending={save.isPending}
      onPick={(filePath) => save.mutate(filePath)}
      onClose={onClose}
    />
  );
}
