/** Everything a context menu, a row's "more" button or the toolbar can do to files. */
export type FileAction =
  | 'open'
  | 'edit'
  | 'download'
  | 'rename'
  | 'move'
  | 'copy'
  | 'delete'
  | 'detail'
  | 'restore'
  | 'erase'
  | 'share';

/** Unzip's three modes (0 here, 1 into a folder named after the archive, 2 pick a folder). */
export type UnzipAction = 'unzipHere' | 'unzipToFolder' | 'unzipTo';

/** What a file's own menu can ask for: the actions above, and unzip for archives. */
export type MenuAction = FileAction | UnzipAction;

/**
 * Which menu a file gets: spec §2 context menu kinds 0 (normal) and 6 (recycle bin), and the
 * share view (a visitor inside a share link: only see, download and details).
 */
export type MenuKind = 'normal' | 'recycleBin' | 'shareView';

const MENUS: Record<MenuKind, readonly FileAction[]> = {
  // "edit" shows only on files that open in an online editor (editor/rules/edit-mode.ts).
  normal: ['open', 'edit', 'download', 'share', 'rename', 'move', 'copy', 'delete', 'detail'],
  // Kind 6 hides "see", copy, move, rename, share, unzip and download.
  recycleBin: ['restore', 'erase', 'detail'],
  shareView: ['open', 'download', 'detail'],
};

export function menuActions(kind: MenuKind): readonly FileAction[] {
  return MENUS[kind];
}

/** Toolbar actions that work on the whole selection (editing is one file at a time). */
export const BATCH_ACTIONS: Record<MenuKind, readonly Exclude<FileAction, 'edit'>[]> = {
  normal: ['delete', 'move', 'copy', 'download', 'share'],
  recycleBin: ['restore', 'erase'],
  shareView: ['download'],
};
