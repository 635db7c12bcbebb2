// Entry: what a dialog choosing a folder is made of (unzip's target picker builds one): the folder
// tree, making a folder in it, and the drive dialogs' styles for the tree.
export { useFileTree } from './api/use-file-tree';
export { useCreateFolder } from './api/use-create-folder';
export { folderChoices } from './rules/folder-tree';
export { default as folderPickerStyles } from './dialogs/dialogs.module.css';
