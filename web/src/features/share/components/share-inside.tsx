import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { childPath } from '@qiao/contracts/drive-rules';
import { ERRORS } from '@qiao/contracts/errors';
import { feedback } from '../../../api/feedback';
import { useLanguage } from '../../../hooks/use-language';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { currentEntry } from '../../../session/entry';
import { startLogin } from '../../../session/login-flow';
import { useCurrentUser } from '../../../session/use-current-user';
import { reportFailure } from '../../drive/drive-calls';
import {
  FileContextMenu,
  type MenuTarget,
  FileGrid,
  FileTable,
  type FileViewProps,
  ViewControls,
  useDrivePreferences,
  COLUMN_KEYS,
  type MenuAction,
} from '../../drive/file-list';
import { PreviewDialog } from '../../drive/file-dialogs';
import { useFormatDate } from '../../../hooks/use-format-date';
import { downloadShared, sharedFileUrl, type ShareKey } from '../api/shared-files';
import { useSharedEntries, useShareOpening } from '../api/use-share-visit';
import { NARROW_SCREEN_QUERY } from '../rules/share-dialog-layout';
import type { SharePlace } from '../rules/share-page-query';
import { SaveSharedDialog } from './save-shared-dialog';
import { ShareCrumbs } from './share-crumbs';
import { SharedDetailDialog } from './shared-detail-dialog';
import styles from './share-page.module.css';

type InsideDialog =
  { kind: 'preview' | 'detail'; file: UserFile } | { kind: 'save'; files: UserFile[] };

/** The share view has no recycle bin, so no delete time. */
const SHARE_COLUMNS = COLUMN_KEYS.filter((key) => key !== 'deleteTime');

interface ShareInsideProps {
  place: SharePlace;
  code: string;
  go: (place: SharePlace) => void;
  /** A read was refused: the page checks again whether the share is still open. */
  onFailure: () => void;
}

/**
 * Inside an opened share (spec §2 route Share): folders to browse, and only see, download and
 * details; edit actions are hidden. "Save to my drive" asks a visitor to log in first.
 */
export function ShareInside({ place, code, go, onFailure }: ShareInsideProps) {
  const { t } = useTranslation('share');
  const { dateTime } = useFormatDate();
  const { t: tDrive } = useTranslation('drive');
  const { language } = useLanguage();
  const share: ShareKey = { shareBatchNum: place.shareBatchNum, extractionCode: code };
  const opening = useShareOpening(place.shareBatchNum, code);
  const [page, setPage] = useState(1);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<InsideDialog | null>(null);
  const [menuTarget, setMenuTarget] = useState<MenuTarget | null>(null);
  const entries = useSharedEntries({ ...share, filePath: place.filePath, page });
  const { preferences, change } = useDrivePreferences();
  const user = useCurrentUser();
  // Narrow screens keep the name and the size; the other columns would squeeze the name.
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const failed = entries.isError || opening.isError;
  useEffect(() => {
    if (failed) onFailure();
  }, [failed, onFailure]);

  const rows = entries.data?.list ?? [];
  const selected = rows.filter((row) => selectedIds.includes(row.userFileId));

  const download = (files: UserFile[]) =>
    void downloadShared(share, files).catch((error: unknown) => {
      reportFailure(error, (reason) => tDrive('toast.downloadFailed', { reason }));
      onFailure();
    });

  const save = (files: UserFile[]) => {
    if (files.length === 0) {
      feedback().toast({ level: 'warning', text: ERRORS.nothingSelected.message[language] });
      return;
    }
    if (user.isPending) return;
    if (!user.data) {
      // Spec §8: "you are not logged in, log in now?"; login comes back to this very page.
      feedback().confirm({
        title: t('login.title'),
        content: t('login.question'),
        okText: t('login.confirm'),
        cancelText: t('login.cancel'),
        onOk: () => void startLogin(currentEntry()),
        afterClose: () => undefined,
      });
      return;
    }
    setDialog({ kind: 'save', files });
  };

  const run = (action: MenuAction, files: UserFile[]) => {
    const [first] = files;
    if (!first) return;
    if (action === 'open' && first.isDir) {
      go({ ...place, filePath: childPath(first.filePath, first.fileName) });
    } else if (action === 'open') {
      setDialog({ kind: 'preview', file: first });
    } else if (action === 'download') {
      download(files);
    } else if (action === 'detail') {
      setDialog({ kind: 'detail', file: first });
    }
  };

  const viewProps: FileViewProps = {
    entries: rows,
    loading: entries.isFetching,
    menuKind: 'shareView',
    emptyText: t('page.empty'),
    selectedIds: selected.map((row) => row.userFileId),
    onSelect: setSelectedIds,
    onAction: (action, file) => run(action, [file]),
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
    <section className={styles.content} aria-labelledby="share-title">
      <header className={styles.header}>
        <h1 id="share-title" className={styles.title}>
          {t('page.title')}
        </h1>
        {opening.data && (
          <p className={styles.meta}>
            <span>
              {t('page.sharedBy')} <bdi dir="auto">{opening.data.ownerName}</bdi>
            </span>
            <span>
              {opening.data.endTime
                ? t('page.expiresAt', { time: dateTime(opening.data.endTime) })
                : t('page.permanent')}
            </span>
          </p>
        )}
      </header>
      <ShareCrumbs place={place} />
      <div className={styles.toolbar}>
        <div className={styles.group}>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => run('download', selected)}>
            {tDrive('actions.download')}
          </Button>
          <Button icon={<SaveOutlined aria-hidden />} onClick={() => save(selected)}>
            {t('page.saveSelected')}
          </Button>
          <Button type="primary" icon={<SaveOutlined aria-hidden />} onClick={() => save(rows)}>
            {t('page.saveAll')}
          </Button>
          {selected.length > 0 && (
            <span className={styles.count} aria-live="polite">
              {tDrive('toolbar.selected', { count: selected.length })}
            </span>
          )}
        </div>
        <ViewControls
          preferences={preferences}
          availableColumns={SHARE_COLUMNS}
          onChange={change}
        />
      </div>
      {preferences.displayModel === 'grid' ? (
        <FileGrid
          {...viewProps}
          gridSize={preferences.gridSize}
          thumbnailUrl={(file) => sharedFileUrl(share, file.userFileId, true)}
        />
      ) : (
        <FileTable
          {...viewProps}
          columns={SHARE_COLUMNS.filter(
            (key) => preferences.columns.includes(key) && (!narrow || key === 'fileSize'),
          )}
        />
      )}
      {menuTarget && (
        <FileContextMenu
          kind="shareView"
          target={menuTarget}
          onAction={(action, file) => run(action, [file])}
          onClose={() => setMenuTarget(null)}
        />
      )}
      {dialog?.kind === 'preview' && (
        <PreviewDialog
          file={dialog.file}
          source={sharedFileUrl(share, dialog.file.userFileId)}
          onDownload={() => download([dialog.file])}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'detail' && (
        <SharedDetailDialog file={dialog.file} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'save' && (
        <SaveSharedDialog share={share} files={dialog.files} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
