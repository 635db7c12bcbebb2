import type { CSSProperties, ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  InfoCircleOutlined,
  MoreOutlined,
  RollbackOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import { menuActions, type FileAction, type MenuKind } from '../rules/file-actions';

/** Context menu items are 36 px high (spec §2). */
export const MENU_ITEM_STYLE: CSSProperties = {
  boxSizing: 'border-box',
  blockSize: 36,
  paddingBlock: 0,
  display: 'flex',
  alignItems: 'center',
};

const ICONS: Record<Exclude<FileAction, 'open'>, ReactNode> = {
  download: <DownloadOutlined aria-hidden />,
  rename: <EditOutlined aria-hidden />,
  move: <ExportOutlined aria-hidden />,
  copy: <CopyOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
  detail: <InfoCircleOutlined aria-hidden />,
  restore: <RollbackOutlined aria-hidden />,
  erase: <StopOutlined aria-hidden />,
};

/** The menu of one entry, by the spec's context menu table. */
export function useFileMenu(
  kind: MenuKind,
  file: UserFile,
  onAction: (action: FileAction) => void,
): MenuProps {
  const { t } = useTranslation('drive');
  const items: MenuProps['items'] = menuActions(kind).map((action) => {
    if (action === 'open') {
      return file.isDir
        ? { key: action, icon: <FolderOpenOutlined aria-hidden />, label: t('actions.open') }
        : { key: action, icon: <EyeOutlined aria-hidden />, label: t('actions.preview') };
    }
    return {
      key: action,
      icon: ICONS[action],
      label: t(`actions.${action}`),
      danger: action === 'erase',
    };
  });
  return { items, onClick: ({ key }) => onAction(key as FileAction) };
}

interface FileMenuButtonProps {
  kind: MenuKind;
  file: UserFile;
  onAction: (action: FileAction, file: UserFile) => void;
}

/** The same menu from a button, for keyboards and touch screens. */
export function FileMenuButton({ kind, file, onAction }: FileMenuButtonProps) {
  const { t } = useTranslation('drive');
  const menu = useFileMenu(kind, file, (action) => onAction(action, file));
  return (
    <Dropdown menu={menu} trigger={['click']} styles={{ item: MENU_ITEM_STYLE }}>
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined aria-hidden />}
        aria-label={t('actions.more', { name: joinFileName(file.fileName, file.extendName) })}
        onDoubleClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
