import { useState } from 'react';
import { Dropdown } from 'antd';
import type { UserFile } from '@qiao/contracts/drive';
import { useLanguage } from '../../../hooks/use-language';
import type { MenuAction, MenuKind } from '../rules/file-actions';
import { MENU_ITEM_STYLE, pinnedMenu, useFileMenu, type FileMenuAdditions } from './file-menu';
import styles from './file-context-menu.module.css';

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
  additions?: FileMenuAdditions;
}

/**
 * The right-click menu, opened at the pointer. It lives in a layer fixed to the window, like the
 * pointer it answers: in the page's body it would ride the page's scrolling (focusing the menu
 * scrolls a page that is a little taller than the window), moving under the pointer until it is
 * re-aligned, and a click would land on the wrong item or on none.
 */
export function FileContextMenu({
  kind,
  target,
  onAction,
  onClose,
  additions,
}: FileContextMenuProps) {
  const { direction } = useLanguage();
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const menu = useFileMenu(
    kind,
    target.file,
    (action) => {
      onClose();
      onAction(action, target.file);
    },
    additions,
  );
  const pointer = {
    top: target.clientY,
    bottom: target.clientY,
    left: target.clientX,
    right: target.clientX,
  };
  const pinned = pinnedMenu(menu, pointer, direction);
  return (
    <div ref={setLayer} className={styles.layer}>
      {layer && (
        <Dropdown
          open
          {...pinned}
          menu={{ ...pinned.menu, getPopupContainer: () => layer }}
          getPopupContainer={() => layer}
          // Opened by the row's contextmenu handler; 'click' only lets an outside click close it.
          // (The 'contextMenu' trigger would also close it on any scroll of the page.)
          trigger={['click']}
          styles={{ item: MENU_ITEM_STYLE }}
          autoFocus
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
        >
          {/* The pointer gives a physical x, so the anchor is placed from the physical left. */}
          <span className={styles.anchor} style={{ top: target.clientY, left: target.clientX }} />
        </Dropdown>
      )}
    </div>
  );
}
