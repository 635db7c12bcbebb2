// Entry: the drive's calls that features built on it make (downloads, previews, one's own lists,
// changes that refresh the file space). The folder picker and the key file have their own entries.
export { DEFAULT_SORT, useDriveEntries, type SortOrder } from './api/use-drive-entries';
export { downloadFiles } from './api/download-files';
export { fileListJson } from './api/file-list-json';
export { previewUrl } from './api/preview-url';
export { reportFailure } from './api/report-failure';
export { saveDownload } from './api/save-download';
export { useDeleteFiles } from './api/use-delete-files';
export { useDriveMutation } from './api/use-drive-mutation';
export { useRestoreRecycled } from './api/use-restore-recycled';
export { useStorage } from './api/use-storage';
