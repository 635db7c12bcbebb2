import type { ReactNode } from 'react';
import { Button, Input } from 'antd';
import {
  ClearOutlined,
  CloseCircleFilled,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  ExportOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  RollbackOutlined,
  SearchOutlined,
  ShareAltOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BATCH_ACTIONS, type FileAction, type MenuKind } from '../rules/file-actions';
import styles from './drive-toolbar.module.css';

const ICONS: Partial<Record<FileAction, ReactNode>> = {
  delete: <DeleteOutlined aria-hidden />,
  move: <ExportOutlined aria-hidden />,
  copy: <CopyOutlined aria-hidden />,
  download: <DownloadOutlined aria-hidden />,
  restore: <RollbackOutlined aria-hidden />,
  erase: <StopOutlined aria-hidden />,
  share: <ShareAltOutlined aria-hidden />,
};

interface DriveToolbarProps {
  menuKind: MenuKind;
  /** New folders go into the folder shown; categories and search have none. */
  canCreateFolder: boolean;
  /** The upload button, shown where new folders can be made (into the folder shown). */
  upload?: ReactNode;
  selectedCount: number;
  search: string;
  onNewFolder: () => void;
  /** Opens the new office file dialog (docx, xlsx, pptx, md, txt) for the folder shown. */
  onNewOfficeFile?: () => void;
  onEmptyBin: () => void;
  onBatch: (action: FileAction) => void;
  onSearch: (text: string) => void;
  /** List/grid and column controls, supplied by the page. */
  viewControls: ReactNode;
}

export function DriveToolbar(props: DriveToolbarProps) {
  const { t } = useTranslation('drive');
  const { t: tShare } = useTranslation('share');
  const inBin = props.menuKind === 'recycleBin';
  return (
    <div className={styles.toolbar}>
      <div className={styles.group}>
        {props.canCreateFolder && props.upload}
        {props.canCreateFolder && (
          <Button icon={<FolderAddOutlined aria-hidden />} onClick={props.onNewFolder}>
            {t('toolbar.newFolder')}
          </Button>
        )}
        {props.canCreateFolder && props.onNewOfficeFile && (
          <Button icon={<FileAddOutlined aria-hidden />} onClick={props.onNewOfficeFile}>
            {t('toolbar.newFile', { ns: 'office' })}
          </Button>
        )}
        {BATCH_ACTIONS[props.menuKind].map((action) => (
          <Button
            key={action}
            icon={ICONS[action]}
            danger={action === 'erase'}
            onClick={() => props.onBatch(action)}
          >
            {action === 'share' ? tShare('actions.share') : t(`actions.${action}`)}
          </Button>
        ))}
        {inBin && (
          <Button danger icon={<ClearOutlined aria-hidden />} onClick={props.onEmptyBin}>
            {t('toolbar.emptyBin')}
          </Button>
        )}
        {props.selectedCount > 0 && (
          <span className={styles.count} aria-live="polite">
            {t('toolbar.selected', { count: props.selectedCount })}
          </span>
        )}
      </div>
      <div className={styles.group}>
        <Input.Search
          className={styles.search}
          dir="auto"
          // The clear button is named after its icon, "close-circle", unless told otherwise.
          allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('toolbar.clearSearch')} /> }}
          defaultValue={props.search}
          aria-label={t('toolbar.search')}
          placeholder={t('toolbar.searchPlaceholder')}
          // antd's own button is named after its icon, "search", in English.
          enterButton={
            <Button icon={<SearchOutlined aria-hidden />} aria-label={t('toolbar.search')} />
          }
          onSearch={(value) => props.onSearch(value.trim())}
        />
        {props.viewControls}
      </div>
    </div>
  );
}
