// Entry for the file-space page: the edit dialog, and which files it opens.
export { EditDialog } from './components/edit-dialog';
export { editModeOf } from './rules/edit-mode';
export { useOfficeEditorInfo } from './api/use-office-editor-info';
