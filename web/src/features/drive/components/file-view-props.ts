import type { MouseEvent } from 'react';
import type { UserFile } from '@qiao/contracts/drive';
import type { DriveEntry } from '../api/use-drive-entries';
import type { FileMenuAdditions } from './file-menu';
import {
  menuActions,
  type FileAction,
  type MenuAction,
  type MenuKind,
} from '../rules/file-actions';

/** What the list and the grid share: rows, selection, opening, menus and pages. */
export interface FileViewProps {
  entries: DriveEntry[];
  loading: boolean;
  menuKind: MenuKind;
  /** What the page adds to each row's menu (editing, unzip); none inside a share. */
  menuAdditions?: FileMenuAdditions;
  emptyText: string;
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
  onAction: (action: MenuAction, file: UserFile) => void;
  onContextMenu: (event: MouseEvent, file: UserFile) => void;
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** Enter on a focused row or card opens it, as a double click does; not from inner controls. */
export function isOwnEnter(event: {
  key: string;
  target: EventTarget;
  currentTarget: EventTarget;
}) {
  return event.key === 'Enter' && event.target === event.currentTarget;
}

/**
 * A single click on a folder's row or card opens it, as a link would; files keep the double click
 * (one click on a file is for pointing at it). Clicks on the controls inside (the checkbox, the
 * menu button) and the second click of a double click do not count: that one would land on
 * whatever the opened folder shows under the pointer.
 */
export function isFolderClick(
  event: { detail: number; target: EventTarget; currentTarget: EventTarget },
  file: Pick<UserFile, 'isDir'>,
) {
  if (!file.isDir || event.detail > 1) return false;
  const target = event.target as Element;
  // React bubbles clicks out of portals (a row's menu, a dialog it opened) through the row itself.
  if (!(event.currentTarget as Element).contains(target)) return false;
  const control = target.closest?.(
    'button, input, label, a, [role="menu"], .ant-table-selection-column, .ant-checkbox-wrapper',
  );
  return !control || !(event.currentTarget as Element).contains(control);
}

/** Rows of the recycle bin do not open; folders open on a click, files on a double click, both on Enter. */
export function openAction(kind: MenuKind): FileAction | undefined {
  return menuActions(kind).includes('open') ? 'open' : undefined;
}

/** A double click opens; it should not also select the words under the pointer. */
export function keepDoubleClickFromSelecting(event: {
  detail: number;
  preventDefault: () => void;
}) {
  if (event.detail > 1) event.preventDefault();
}
