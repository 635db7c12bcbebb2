// Entry: a file's icon and name, drawn the same in every list.
export { FileIcon } from './components/file-icon';
export { FileName } from './components/file-name';
