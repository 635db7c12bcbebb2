/** Everything a context menu, a row's "more" button or the toolbar can do to files. */
export type FileAction =
  'open' | 'download' | 'rename' | 'move' | 'copy' | 'delete' | 'detail' | 'restore' | 'erase';

/** Which menu a file gets: spec §2 context menu kinds 0 (normal) and 6 (recycle bin). */
export type MenuKind = 'normal' | 'recycleBin';

const MENUS: Record<MenuKind, readonly FileAction[]> = {
  normal: ['open', 'download', 'rename', 'move', 'copy', 'delete', 'detail'],
  // Kind 6 hides "see", copy, move, rename, share, unzip and download.
  recycleBin: ['restore', 'erase', 'detail'],
};

export function menuActions(kind: MenuKind): readonly FileAction[] {
  return MENUS[kind];
}

/** Toolbar actions that work on the whole selection. */
export const BATCH_ACTIONS: Record<MenuKind, readonly FileAction[]> = {
  normal: ['delete', 'move', 'copy', 'download'],
  recycleBin: ['restore', 'erase'],
};
