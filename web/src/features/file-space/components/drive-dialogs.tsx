import type { UserFile } from '@qiao/contracts/drive';
import type { UnzipMode } from '@qiao/contracts/unzip';
import { UnzipDialog } from '../../unzip';
import { EditDialog } from '../../editing';
import {
  DeleteDialog,
  DetailDialog,
  NewFolderDialog,
  PickFolderDialog,
  PreviewDialog,
  RenameDialog,
} from '../../drive/file-dialogs';
import { NewOfficeFileDialog, OfficePreview } from '../../office';
import { ShareDialog } from '../../share';

/** The dialog open on the page, with what it works on. */
export type DriveDialog =
  | { kind: 'newFolder' }
  | { kind: 'newOfficeFile' }
  | { kind: 'emptyBin' }
  | { kind: 'rename' | 'detail' | 'preview' | 'edit'; file: UserFile }
  | { kind: 'move' | 'copy' | 'delete' | 'erase' | 'share'; files: UserFile[] }
  | { kind: 'unzip'; file: UserFile; mode: UnzipMode };

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
    case 'newOfficeFile':
      return <NewOfficeFileDialog filePath={folderPath} onClose={onClose} />;
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
          officePreview={
            <OfficePreview file={dialog.file} onDownload={() => onDownload([dialog.file])} />
          }
          onClose={onClose}
        />
      );
    case 'edit':
      return <EditDialog file={dialog.file} onClose={onClose} />;
    case 'move':
    case 'copy':
      return <PickFolderDialog mode={dialog.kind} files={dialog.files} onClose={onClose} />;
    case 'delete':
    case 'erase':
      return <DeleteDialog mode={dialog.kind} files={dialog.files} onClose={onClose} />;
    case 'unzip':
      return <UnzipDialog file={dialog.file} mode={dialog.mode} onClose={onClose} />;
    case 'share':
      return <ShareDialog files={dialog.files} onClose={onClose} />;
  }
}
