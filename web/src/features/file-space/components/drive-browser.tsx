import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRIVE_LIMITS } from '@qiao/contracts/drive-rules';
import { ERRORS } from '@qiao/contracts/errors';
import { feedback } from '../../../api/feedback';
import { useLanguage } from '../../../hooks/use-language';
import { DEFAULT_SORT, useDriveEntries, type SortOrder } from '../../drive/drive-calls';
import { DriveDialogs, type DriveDialog } from './drive-dialogs';
import { RestoreDialog } from '../../drive/file-dialogs';
import { useFileActions } from '../hooks/use-file-actions';
import { useMenuAdditions } from '../hooks/use-menu-additions';
import { UploadMenu } from '../../upload';
import { FOLDER_VIEW, RECYCLE_BIN_VIEW, type DriveLocation } from '../../drive/drive-location';
import {
  COLUMN_KEYS,
  type DrivePreferences,
  type FileAction,
  type MenuKind,
  DriveToolbar,
  FileContextMenu,
  type MenuTarget,
  FileGrid,
  FileTable,
  type FileViewProps,
  ViewControls,
} from '../../drive/file-list';
import styles from './drive-space.module.css';

interface DriveBrowserProps {
  location: DriveLocation;
  go: (next: DriveLocation) => void;
  preferences: DrivePreferences;
  onPreferences: (change: Partial<DrivePreferences>) => void;
}

function emptyTextKey(location: DriveLocation) {
  if (location.search) return 'empty.search' as const;
  if (location.fileType === RECYCLE_BIN_VIEW) return 'empty.recycleBin' as const;
  return location.fileType === FOLDER_VIEW
    ? ('empty.folder' as const)
    : ('empty.category' as const);
}

/**
 * One place of the file space: toolbar, rows, menus and dialogs. The page mounts a fresh one per
 * place, so page, order, selection and open menus never leak from one folder into another.
 */
export function DriveBrowser({ location, go, preferences, onPreferences }: DriveBrowserProps) {
  const { t } = useTranslation('drive');
  const { t: tCommon } = useTranslation('common');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DriveDialog | null>(null);
  const [menuTarget, setMenuTarget] = useState<MenuTarget | null>(null);
  const entries = useDriveEntries({ location, page, sort });
  const actions = useFileActions({ go, openDialog: setDialog });

  const rows = entries.data?.list ?? [];
  const selected = rows.filter((row) => selectedIds.includes(row.userFileId));
  const inBin = location.fileType === RECYCLE_BIN_VIEW && !location.search;
  const menuKind: MenuKind = inBin ? 'recycleBin' : 'normal';
  const menuAdditions = useMenuAdditions(menuKind, rows.length > 0);
  const isFolder = location.fileType === FOLDER_VIEW && !location.search;
  const availableColumns = COLUMN_KEYS.filter((key) => key !== 'deleteTime' || inBin);

  const runBatch = (action: FileAction) => {
    if (selected.length === 0) {
      feedback().toast({ level: 'warning', text: ERRORS.nothingSelected.message[language] });
      return;
    }
    actions.run(action, selected);
  };

  const viewProps: FileViewProps = {
    entries: rows,
    loading: entries.isFetching,
    menuKind,
    menuAdditions,
    emptyText: t(emptyTextKey(location)),
    selectedIds: selected.map((row) => row.userFileId),
    onSelect: setSelectedIds,
    onAction: (action, file) => actions.run(action, [file]),
    onContextMenu: (event, file) =>
      setMenuTarget({ file, clientX: event.clientX, clientY: event.clientY }),
    page,
    total: entries.data?.total ?? 0,
    onPage: (next) => {
      setPage(next);
      setSelectedIds([]);
    },
  };

  return (
    <>
      <DriveToolbar
        menuKind={menuKind}
        canCreateFolder={isFolder}
        upload={<UploadMenu folder={location.filePath} />}
        selectedCount={selected.length}
        search={location.search}
        onNewFolder={() => setDialog({ kind: 'newFolder' })}
        onNewOfficeFile={() => setDialog({ kind: 'newOfficeFile' })}
        onEmptyBin={() => setDialog({ kind: 'emptyBin' })}
        onBatch={runBatch}
        onSearch={(search) => go({ ...location, search })}
        viewControls={
          <ViewControls
            preferences={preferences}
            availableColumns={availableColumns}
            onChange={onPreferences}
          />
        }
      />
      {inBin && (
        <Alert
          className={styles.binNote}
          type="info"
          showIcon
          title={t('binNote', {
            days: tCommon('units.days', { count: DRIVE_LIMITS.recycleRetentionDays }),
          })}
        />
      )}
      {preferences.displayModel === 'grid' ? (
        <FileGrid {...viewProps} gridSize={preferences.gridSize} />
      ) : (
        <FileTable
          {...viewProps}
          columns={availableColumns.filter((key) => preferences.columns.includes(key))}
          sort={isFolder ? sort : undefined}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
        />
      )}
      {menuTarget && (
        <FileContextMenu
          kind={menuKind}
          target={menuTarget}
          onAction={(action, file) => actions.run(action, [file])}
          onClose={() => setMenuTarget(null)}
          additions={menuAdditions}
        />
      )}
      <DriveDialogs
        dialog={dialog}
        folderPath={location.filePath}
        onDownload={actions.download}
        onClose={() => setDialog(null)}
      />
      <RestoreDialog open={actions.restoring} />
    </>
  );
}
