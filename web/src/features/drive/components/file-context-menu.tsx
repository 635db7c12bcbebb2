import { Dropdown } from 'antd';
import type { UserFile } from '@qiao/contracts/drive';
import { useLanguage } from '../../../hooks/use-language';
import type { MenuAction, MenuKind } from '../rules/file-actions';
import { MENU_ITEM_STYLE, useFileMenu } from './file-menu';

/** Where the pointer was when a row was right-clicked, and which entry it was on. */
export interface MenuTarget {
  file: UserFile;
  clientX: number;
  clientY: number;
}

interface FileContextMenuProps {
  kind: MenuKind;
  target: MenuTarget;
  onAction: (action: MenuAction, file: UserFile) => void;
  onClose: () => void;
}

/** The right-click menu, opened at the pointer over an anchor that takes no space. */
export function FileContextMenu({ kind, target, onAction, onClose }: FileContextMenuProps) {
  const { direction } = useLanguage();
  const menu = useFileMenu(kind, target.file, (action) => {
    onClose();
    onAction(action, target.file);
  });
  // The pointer gives a physical x; the anchor is placed from the inline start of the page.
  const inlineStart = direction === 'rtl' ? window.innerWidth - target.clientX : target.clientX;
  return (
    <Dropdown
      open
      menu={menu}
      // Opened by the row's contextmenu handler; 'click' only lets an outside click close it.
      // (The 'contextMenu' trigger would also close it on any scroll of the page.)
      trigger={['click']}
      styles={{ item: MENU_ITEM_STYLE }}
      autoFocus
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span
        style={{
          position: 'fixed',
          insetBlockStart: target.clientY,
          insetInlineStart: inlineStart,
          inlineSize: 1,
          blockSize: 1,
        }}
      />
    </Dropdown>
  );
}
