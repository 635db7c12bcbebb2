import type { ReactNode } from 'react';
import { Button, Progress, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  CloseOutlined,
  DeleteOutlined,
  FileOutlined,
  FolderFilled,
  PauseOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { splitFileName } from '@qiao/contracts/drive-rules';
import { FileName } from '../../drive/file-name';
import { useFormatDate } from '../../../hooks/use-format-date';
import { inlineValue } from '../../../format/inline-value';
import { progressPercent } from '../rules/upload-progress';
import type { UploadRow as Row } from '../rules/upload-rows';
import { actionsFor, type UploadAction } from '../rules/upload-status';
import styles from './upload-panel.module.css';
import { formatFileSize } from '../../../format/size';

const ICONS: Record<UploadAction, ReactNode> = {
  pause: <PauseOutlined aria-hidden />,
  resume: <CaretRightOutlined aria-hidden />,
  retry: <RedoOutlined aria-hidden />,
  remove: <CloseOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
};

function statusClass(row: Row): string {
  if (row.status === 'error' || row.status === 'unreadable') return styles.statusError ?? '';
  if (row.status === 'success') return styles.statusSuccess ?? '';
  return styles.status ?? '';
}

interface UploadRowProps {
  row: Row;
  onAction: (action: UploadAction, row: Row) => void;
}

/** One file or folder of the panel: name, size, time, status, progress, speed and its actions. */
export function UploadRow({ row, onAction }: UploadRowProps) {
  const { t } = useTranslation('drive');
  const { dateTime } = useFormatDate();
  const { name, extension } = splitFileName(row.name);
  const file = row.isFolder
    ? { fileName: row.name, extendName: '' }
    : { fileName: name, extendName: extension };
  const status =
    row.status === 'checkingMd5'
      ? t('upload.status.checkingMd5', { percent: Math.floor(row.hashed * 100) })
      : row.status === 'success' && row.instant
        ? t('upload.status.instant')
        : t(`upload.status.${row.status}`);
  // Plain names in labels: they are what a screen reader reads and a test looks for.
  const nameText = row.name;
  return (
    <li className={styles.row} aria-label={row.name}>
      <span className={styles.rowIcon} aria-hidden="true">
        {row.isFolder ? <FolderFilled /> : <FileOutlined />}
      </span>
      <div className={styles.rowMain}>
        <span className={styles.rowName}>
          <FileName file={file} />
        </span>
        <p className={styles.rowFacts}>
          <span>{inlineValue(formatFileSize(row.size))}</span>
          {row.isFolder && <span>{t('upload.folderFiles', { count: row.fileIds.length })}</span>}
          <bdi>{dateTime(row.addedAt)}</bdi>
          <span className={statusClass(row)} role="status">
            {status}
            {row.error && row.status === 'error' ? ` — ${row.error}` : ''}
          </span>
          {row.status === 'uploading' && row.speed > 0 && (
            <span>
              {t('upload.speed', { speed: inlineValue(formatFileSize(Math.round(row.speed))) })}
            </span>
          )}
        </p>
        <Progress
          className={styles.progress}
          percent={progressPercent(row.progress)}
          size="small"
          status={
            row.status === 'error' ? 'exception' : row.status === 'success' ? 'success' : 'active'
          }
          aria-label={t('upload.progress', { name: nameText })}
        />
      </div>
      <div className={styles.rowActions}>
        {actionsFor(row.status, row.userFile !== undefined).map((action) => {
          const label = t(`upload.actions.${action}`, { name: nameText });
          return (
            <Tooltip key={action} title={label}>
              <Button
                type="text"
                size="small"
                danger={action === 'delete'}
                icon={ICONS[action]}
                aria-label={label}
                onClick={() => onAction(action, row)}
              />
            </Tooltip>
          );
        })}
      </div>
    </li>
  );
}
