import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { childPath } from '@qiao/contracts/drive-rules';
import { feedback } from '../../../api/feedback';
import { downloadFiles, reportFailure, useRestoreRecycled } from '../../drive/drive-calls';
import type { DriveDialog } from '../components/drive-dialogs';
import { FOLDER_VIEW, type DriveLocation } from '../../drive/drive-location';
import type { MenuAction } from '../../drive/file-list';
import { UNZIP_MODE_OF } from '../../unzip';

interface FileActionsOptions {
  go: (next: DriveLocation) => void;
  openDialog: (dialog: DriveDialog) => void;
}

/** What each menu and toolbar action does: open a place, open a dialog, or call at once. */
export function useFileActions({ go, openDialog }: FileActionsOptions) {
  const { t } = useTranslation('drive');
  const restore = useRestoreRecycled();

  const download = (files: UserFile[]) =>
    void downloadFiles(files).catch((error: unknown) =>
      reportFailure(error, (reason) => t('toast.downloadFailed', { reason })),
    );

  const run = (action: MenuAction, files: UserFile[]) => {
    const [first] = files;
    if (!first) return;
    switch (action) {
      case 'open':
        if (first.isDir) {
          const filePath = childPath(first.filePath, first.fileName);
          go({ fileType: FOLDER_VIEW, filePath, search: '' });
        } else {
          openDialog({ kind: 'preview', file: first });
        }
        return;
      case 'edit':
        openDialog({ kind: 'edit', file: first });
        return;
      case 'download':
        download(files);
        return;
      case 'restore':
        restore.mutate(files, {
          onSuccess: () => feedback().toast({ level: 'success', text: t('toast.restored') }),
        });
        return;
      case 'rename':
      case 'detail':
        openDialog({ kind: action, file: first });
        return;
      case 'move':
      case 'copy':
      case 'delete':
      case 'erase':
      case 'share':
        openDialog({ kind: action, files });
        return;
      case 'unzipHere':
      case 'unzipToFolder':
      case 'unzipTo':
        openDialog({ kind: 'unzip', file: first, mode: UNZIP_MODE_OF[action] });
        return;
    }
  };

  return { run, download, restoring: restore.isPending };
}
