// Entry for the file-space page: the share dialog, and "my shares" in its menu and content.
export { ShareDialog } from './components/share-dialog';
export { MyShares } from './components/my-shares';
export { useMySharesMenu } from './components/my-shares-menu';
export { myShareKindOf } from './rules/my-share-views';
