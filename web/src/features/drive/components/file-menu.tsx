import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  FormOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  InfoCircleOutlined,
  MoreOutlined,
  RollbackOutlined,
  ShareAltOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import {
  menuActions,
  type FileAction,
  type MenuAction,
  type MenuKind,
} from '../rules/file-actions';
import { useLanguage } from '../../../hooks/use-language';
import { menuPosition, type MenuAnchor, type MenuPosition } from '../rules/menu-placement';

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * What features built on the drive add to a file's menu: online editing and unzip. The drive
 * cannot import them (they import the drive), so the file space's page passes them in
 * (file-space/hooks/use-menu-additions.ts); a share's list adds nothing.
 */
export interface FileMenuAdditions {
  /** Whether "edit" opens this file in an online editor. */
  canEdit: (file: UserFile) => boolean;
  /** An item placed after "copy": unzip's submenu, for archives. */
  afterCopy: (file: UserFile) => MenuItem | undefined;
}

const NO_ADDITIONS: FileMenuAdditions = { canEdit: () => false, afterCopy: () => undefined };

/** Context menu items are 36 px high (spec §2). */
export const MENU_ITEM_STYLE: CSSProperties = {
  boxSizing: 'border-box',
  blockSize: 36,
  paddingBlock: 0,
  display: 'flex',
  alignItems: 'center',
};

const ICONS: Record<Exclude<FileAction, 'open' | 'edit'>, ReactNode> = {
  download: <DownloadOutlined aria-hidden />,
  rename: <EditOutlined aria-hidden />,
  move: <ExportOutlined aria-hidden />,
  copy: <CopyOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
  detail: <InfoCircleOutlined aria-hidden />,
  restore: <RollbackOutlined aria-hidden />,
  erase: <StopOutlined aria-hidden />,
  share: <ShareAltOutlined aria-hidden />,
};

/** The menu of one entry, by the spec's context menu table. */
export function useFileMenu(
  kind: MenuKind,
  file: UserFile,
  onAction: (action: MenuAction) => void,
  additions: FileMenuAdditions = NO_ADDITIONS,
): MenuProps {
  const { t } = useTranslation(['drive', 'editor']);
  const { t: tShare } = useTranslation('share');
  const unzip = additions.afterCopy(file);
  const actions = menuActions(kind).filter(
    (action) => action !== 'edit' || additions.canEdit(file),
  );
  const items: MenuProps['items'] = actions.flatMap((action) => {
    if (action === 'edit') {
      return { key: action, icon: <FormOutlined aria-hidden />, label: t('editor:menu.edit') };
    }
    if (action === 'open') {
      return file.isDir
        ? { key: action, icon: <FolderOpenOutlined aria-hidden />, label: t('actions.open') }
        : { key: action, icon: <EyeOutlined aria-hidden />, label: t('actions.preview') };
    }
    const item = {
      key: action,
      icon: ICONS[action],
      label: action === 'share' ? tShare('actions.share') : t(`actions.${action}`),
      danger: action === 'erase',
    };
    // Unzip sits after copy, only for archives (spec §2 context menu rules).
    return action === 'copy' && unzip ? [item, unzip] : [item];
  });
  // Submenus (unzip's modes) open on click: they work the same with touch, and do not close
  // while the pointer crosses other items on its way to them.
  return {
    items,
    onClick: ({ key }) => onAction(key as MenuAction),
    triggerSubMenuAction: 'click',
  };
}

/**
 * Dropdown props that pin a row menu where `menuPosition` put it: no re-measured flipping while
 * it is open, and a height that fits its side of the window (it scrolls beyond).
 */
export function pinnedMenu(
  menu: MenuProps,
  anchor: MenuAnchor,
  direction: 'ltr' | 'rtl',
): { menu: MenuProps; placement: MenuPosition['placement']; autoAdjustOverflow: false } {
  const { placement, maxHeight } = menuPosition(anchor, {
    width: window.innerWidth,
    height: window.innerHeight,
    direction,
  });
  return {
    menu: { ...menu, style: { maxBlockSize: maxHeight, overflowY: 'auto' } },
    placement,
    autoAdjustOverflow: false,
  };
}

interface FileMenuButtonProps {
  kind: MenuKind;
  file: UserFile;
  onAction: (action: MenuAction, file: UserFile) => void;
  additions?: FileMenuAdditions;
}

/** The same menu from a button, for keyboards and touch screens. */
export function FileMenuButton({ kind, file, onAction, additions }: FileMenuButtonProps) {
  const { t } = useTranslation('drive');
  const { direction } = useLanguage();
  const menu = useFileMenu(kind, file, (action) => onAction(action, file), additions);
  // Measured when the button is pressed, before the menu renders (the click opens it).
  const [anchor, setAnchor] = useState<MenuAnchor>({ top: 0, bottom: 0, left: 0, right: 0 });
  return (
    <Dropdown
      {...pinnedMenu(menu, anchor, direction)}
      trigger={['click']}
      styles={{ item: MENU_ITEM_STYLE }}
    >
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined aria-hidden />}
        aria-label={t('actions.more', { name: joinFileName(file.fileName, file.extendName) })}
        onClick={(event) => setAnchor(event.currentTarget.getBoundingClientRect())}
        onDoubleClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
