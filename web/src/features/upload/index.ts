// Entry for the file-space page: the upload button of its toolbar and the panel of uploads.
export { UploadMenu } from './components/upload-menu';
export { UploadPanel } from './components/upload-panel';
