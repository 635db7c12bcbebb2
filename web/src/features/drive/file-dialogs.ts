// Entry: the dialogs about one's own files (and files seen in a share: preview, details, save).
export { DeleteDialog } from './dialogs/delete-dialog';
export { DetailDialog } from './dialogs/detail-dialog';
export { FileDetailModal } from './dialogs/file-detail-modal';
export { NewFolderDialog } from './dialogs/new-folder-dialog';
export { FolderTreeDialog, PickFolderDialog } from './dialogs/pick-folder-dialog';
export { PreviewDialog } from './dialogs/preview-dialog';
export { RenameDialog } from './dialogs/rename-dialog';
export { RestoreDialog } from './dialogs/restore-dialog';
