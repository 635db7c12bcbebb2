import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnzipTask } from '@qiao/contracts/unzip';
import styles from './unzip-dialog.module.css';

/** "Unzipping… n / N" while the task runs, or why it failed. */
export function UnzipProgress({
  running,
  progress,
  failure,
}: {
  running: boolean;
  progress: UnzipTask | undefined;
  failure: string | undefined;
}) {
  const { t } = useTranslation('unzip');
  if (failure !== undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('dialog.failed')}
        description={<bdi dir="auto">{failure}</bdi>}
        role="alert"
      />
    );
  }
  if (!running) return null;
  const text =
    !progress || progress.state === 'queued'
      ? t('dialog.queued')
      : progress.entriesTotal === null
        ? t('dialog.progressOpen', { done: progress.entriesDone })
        : t('dialog.progress', { done: progress.entriesDone, total: progress.entriesTotal });
  return (
    <div className={styles.progress} role="status" aria-live="polite">
      <Spin size="small" />
      <span>{text}</span>
    </div>
  );
}
