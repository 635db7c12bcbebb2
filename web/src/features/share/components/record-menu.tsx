import type { CSSProperties, ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import {
  CopyOutlined,
  EditOutlined,
  ExportOutlined,
  MoreOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ShareRecord } from '@qiao/contracts/share';
import { MENU_ITEM_STYLE } from '../../drive/file-list';
import { recordActions, type RecordAction } from '../rules/share-record-view';

const ICONS: Record<RecordAction, ReactNode> = {
  copyLink: <CopyOutlined aria-hidden />,
  open: <ExportOutlined aria-hidden className="qiao-mirror" />,
  edit: <EditOutlined aria-hidden />,
  cancel: <StopOutlined aria-hidden />,
};

const LABELS = {
  copyLink: 'records.copyLink',
  open: 'records.open',
  edit: 'records.edit',
  cancel: 'records.cancel',
} as const satisfies Record<RecordAction, string>;

/** The menu of one of my shares: spec §2 kind 8, copy link shown, delete and download hidden. */
export function useRecordMenu(record: ShareRecord, onAction: (action: RecordAction) => void) {
  const { t } = useTranslation('share');
  const items: MenuProps['items'] = recordActions(record).map((action) => ({
    key: action,
    icon: ICONS[action],
    label: t(LABELS[action]),
    danger: action === 'cancel',
  }));
  return { items, onClick: ({ key }) => onAction(key as RecordAction) } satisfies MenuProps;
}

export function RecordMenuButton({
  record,
  onAction,
}: {
  record: ShareRecord;
  onAction: (action: RecordAction, record: ShareRecord) => void;
}) {
  const { t } = useTranslation('share');
  const menu = useRecordMenu(record, (action) => onAction(action, record));
  return (
    <Dropdown menu={menu} trigger={['click']} styles={{ item: MENU_ITEM_STYLE }}>
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined aria-hidden />}
        aria-label={t('records.more', { name: record.fileName })}
      />
    </Dropdown>
  );
}

/** The same menu at the pointer, for a right click on a row. */
export function RecordContextMenu({
  record,
  x,
  y,
  onAction,
  onClose,
}: {
  record: ShareRecord;
  /** Distance from the inline start of the page, already mirrored for right-to-left. */
  x: number;
  y: number;
  onAction: (action: RecordAction, record: ShareRecord) => void;
  onClose: () => void;
}) {
  const menu = useRecordMenu(record, (action) => {
    onClose();
    onAction(action, record);
  });
  const anchor: CSSProperties = {
    position: 'fixed',
    insetBlockStart: y,
    insetInlineStart: x,
    inlineSize: 1,
    blockSize: 1,
  };
  return (
    <Dropdown
      open
      menu={menu}
      trigger={['click']}
      styles={{ item: MENU_ITEM_STYLE }}
      autoFocus
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span style={anchor} />
    </Dropdown>
  );
}
