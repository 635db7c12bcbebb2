import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Popconfirm, Tabs } from 'antd';
import {
  CloseOutlined,
  DownOutlined,
  ExclamationCircleFilled,
  UpOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { ERRORS } from '@qiao/contracts/errors';
import { feedback } from '../../../api/feedback';
import { useLanguage } from '../../../hooks/use-language';
import { refreshDrive } from '../../drive/drive-keys';
import { useDeleteFiles } from '../../drive/drive-calls';
import { inlineValue } from '../../../format/inline-value';
import { foldChange } from '../rules/panel-fold';
import { splitRows, type UploadRow as Row } from '../rules/upload-rows';
import type { UploadAction } from '../rules/upload-status';
import { setUploadHandlers, uploadClient, type UploadClient } from '../client/upload-client';
import { useAddUploads } from '../hooks/use-add-uploads';
import { useUploads } from '../hooks/use-uploads';
import { UploadDropArea } from './upload-drop-area';
import { UploadRow } from './upload-row';
import styles from './upload-panel.module.css';
import { formatFileSize } from '../../../format/size';

/** Texts, refreshes and toasts the upload client needs from the page. */
function useUploadHandlers() {
  const { t } = useTranslation('drive');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUploadHandlers({
      message: (key) =>
        key === 'network' || key === 'timeout'
          ? i18next.t(key, { ns: 'api' })
          : ERRORS[key === 'pleaseUploadFirst' ? 'uploadNotFound' : 'uploadFailed'].message[
              language
            ],
      onUploaded: () => void refreshDrive(queryClient),
      onIdle: () => feedback().toast({ level: 'success', text: t('upload.toast.finished') }),
      onUnreadable: (name) =>
        feedback().toast({ level: 'warning', text: t('upload.toast.unreadable', { name }) }),
    });
  }, [t, language, queryClient]);
}

interface UploadPanelProps {
  /** The folder shown, where dropped and pasted files go. */
  folder: string;
  client?: UploadClient;
}

/**
 * The upload panel (spec §2, §4): floating at the bottom corner, a drop area, in-progress and
 * finished tabs, counts; closing it cancels everything still unfinished.
 */
export function UploadPanel({ folder, client = uploadClient() }: UploadPanelProps) {
  const { t } = useTranslation('drive');
  useUploadHandlers();
  const uploads = useUploads(client);
  const add = useAddUploads();
  const toBin = useDeleteFiles();
  const [minimized, setMinimized] = useState(false);
  const [tab, setTab] = useState<'inProgress' | 'finished'>('inProgress');
  const { inProgress, finished } = splitRows(uploads.rows);
  // Done: fold away, and open on what went up when the learner looks again. New files: show them.
  const inProgressBefore = useRef(inProgress.length);
  useEffect(() => {
    const change = foldChange(inProgressBefore.current, {
      inProgress: inProgress.length,
      finished: finished.length,
    });
    inProgressBefore.current = inProgress.length;
    if (change === 'stay') return;
    setMinimized(change === 'fold');
    setTab(change === 'fold' ? 'finished' : 'inProgress');
  }, [inProgress.length, finished.length]);
  if (!uploads.open) return null;

  const unfinished = inProgress.length > 0;
  const onAction = (action: UploadAction, row: Row) => {
    if (action === 'delete') {
      const file = row.userFile;
      if (!file) return;
      toBin.mutate([file], {
        onSuccess: () => {
          feedback().toast({ level: 'success', text: t('toast.deleted') });
          uploads.remove(row);
        },
      });
      return;
    }
    uploads[action](row);
  };
  const list = (rows: Row[], label: string, emptyText: string) =>
    rows.length === 0 ? (
      <div className={styles.list}>
        <Empty className={styles.empty} description={emptyText} />
      </div>
    ) : (
      <ul className={styles.list} aria-label={label}>
        {rows.map((row) => (
          <UploadRow key={row.key} row={row} onAction={onAction} />
        ))}
      </ul>
    );

  const closeButton = (
    <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label={t('upload.close')} />
  );
  return (
    <section className={styles.panel} aria-labelledby="upload-panel-title">
      <header className={styles.header}>
        <h2 id="upload-panel-title" className={styles.title}>
          {t('upload.title')}
        </h2>
        <Button
          type="text"
          icon={minimized ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
          aria-label={minimized ? t('upload.expand') : t('upload.minimize')}
          aria-expanded={!minimized}
          onClick={() => setMinimized(!minimized)}
        />
        {unfinished ? (
          <Popconfirm
            title={t('upload.closeQuestion')}
            // antd's own icon would be read out by its English name, "exclamation-circle".
            icon={<ExclamationCircleFilled aria-hidden />}
            okText={t('upload.closeConfirm')}
            cancelText={t('upload.closeKeep')}
            okButtonProps={{ danger: true }}
            onConfirm={uploads.close}
          >
            {closeButton}
          </Popconfirm>
        ) : (
          <Button
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('upload.close')}
            onClick={uploads.close}
          />
        )}
      </header>
      {!minimized && (
        <div className={styles.body}>
          {uploads.leftBefore.length > 0 && (
            <Alert
              className={styles.leftBefore}
              type="info"
              showIcon
              title={t('upload.leftBefore.title')}
              description={
                <>
                  <p>{t('upload.leftBefore.text')}</p>
                  <ul>
                    {uploads.leftBefore.map((entry) => (
                      <li key={entry.uploadId}>
                        {t('upload.leftBefore.entry', {
                          name: inlineValue(entry.name),
                          size: inlineValue(formatFileSize(entry.size)),
                          folder: entry.folder === '/' ? t('title') : inlineValue(entry.folder),
                        })}
                      </li>
                    ))}
                  </ul>
                </>
              }
              closable={{ 'aria-label': t('upload.leftBefore.dismiss') }}
              onClose={uploads.dismissLeftBefore}
            />
          )}
          <UploadDropArea folder={folder} onFiles={(files) => add(files, folder)} />
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as typeof tab)}
            items={[
              {
                key: 'inProgress',
                label: `${t('upload.inProgress')} (${inProgress.length})`,
                children: list(inProgress, t('upload.listInProgress'), t('upload.emptyInProgress')),
              },
              {
                key: 'finished',
                label: `${t('upload.finished')} (${finished.length})`,
                children: list(finished, t('upload.listFinished'), t('upload.emptyFinished')),
              },
            ]}
          />
        </div>
      )}
      <ul className={styles.counts} aria-label={t('upload.counts.label')}>
        <li>{t('upload.counts.succeeded', { count: uploads.counts.succeeded })}</li>
        <li>{t('upload.counts.cancelled', { count: uploads.counts.cancelled })}</li>
        <li>{t('upload.counts.stopped', { count: uploads.counts.stopped })}</li>
        <li>{t('upload.counts.failed', { count: uploads.counts.failed })}</li>
      </ul>
    </section>
  );
}
