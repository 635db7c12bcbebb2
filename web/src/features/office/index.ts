// Entry for the file-space page: a new office file, and the preview of one's own documents.
export { NewOfficeFileDialog } from './components/new-office-file-dialog';
export { OfficePreview } from './components/office-preview';
