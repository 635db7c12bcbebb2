// Entry: the list of files the file-space page and a share both draw: table or grid, the menus of
// its rows, its toolbar and view controls, and the view preferences they remember.
export { FileGrid } from './components/file-grid';
export { FileTable } from './components/file-table';
export { FileContextMenu, type MenuTarget } from './components/file-context-menu';
export { MENU_ITEM_STYLE, type FileMenuAdditions } from './components/file-menu';
export type { FileViewProps } from './components/file-view-props';
export { DriveToolbar } from './components/drive-toolbar';
export { ViewControls } from './components/view-controls';
export { useDrivePreferences } from './hooks/use-drive-preferences';
export { COLUMN_KEYS, type DrivePreferences } from './rules/drive-preferences';
export type { FileAction, MenuAction, MenuKind, UnzipAction } from './rules/file-actions';
