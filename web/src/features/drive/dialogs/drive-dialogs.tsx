import type { UserFile } from '@qiao/contracts/drive';
import { DeleteDialog } from './delete-dialog';
import { DetailDialog } from './detail-dialog';
import { NewFolderDialog } from './new-folder-dialog';
import { PickFolderDialog } from './pick-folder-dialog';
import { PreviewDialog } from './preview-dialog';
import { RenameDialog } from './rename-dialog';

/** The dialog open on the page, with what it works on. */
export type DriveDialog =
  | { kind: 'newFolder' }
  | { kind: 'emptyBin' }
  | { kind: 'rename' | 'detail' | 'preview'; file: UserFile }
  | { kind: 'move' | 'copy' | 'delete' | 'erase'; files: UserFile[] };

interface DriveDialogsProps {
  dialog: DriveDialog | null;
  folderPath: string;
  onDownload: (files: UserFile[]) => void;
  onClose: () => void;
}

export function DriveDialogs({ dialog, folderPath, onDownload, onClose }: DriveDialogsProps) {
  switch (dialog?.kind) {
    case undefined:
      return null;
    case 'newFolder':
      return <NewFolderDialog filePath={folderPath} onClose={onClose} />;
    case 'emptyBin':
      return <DeleteDialog mode="emptyBin" files={[]} onClose={onClose} />;
    case 'rename':
      return <RenameDialog file={dialog.file} onClose={onClose} />;
    case 'detail':
      return <DetailDialog file={dialog.file} onClose={onClose} />;
    case 'preview':
      return (
        <PreviewDialog
          file={dialog.file}
          onDownload={() => onDownload([dialog.file])}
          onClose={onClose}
        />
      );
    case 'move':
    case 'copy':
      return <PickFolderDialog mode={dialog.kind} files={dialog.files} onClose={onClose} />;
    case 'delete':
    case 'erase':
      return <DeleteDialog mode={dialog.kind} files={dialog.files} onClose={onClose} />;
  }
}
