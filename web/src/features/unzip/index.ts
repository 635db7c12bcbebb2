// Entry for the file-space page: unzip's menu items, the mode each one asks for, and its dialog.
export { UNZIP_MODE_OF, useUnzipMenuItems } from './components/unzip-menu-item';
export { UnzipDialog } from './components/unzip-dialog';
