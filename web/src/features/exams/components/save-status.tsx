import { useTranslation } from 'react-i18next';
import type { SaveState } from '../api/use-answer-saver';
import styles from '../exams.module.css';

/** Whether the answers are on the server: saved, being saved, or kept here while offline. */
export function SaveStatus({ state, waiting }: { state: SaveState; waiting: number }) {
  const { t } = useTranslation('exams');
  return (
    <span role="status" className={`${styles.saveStatus} ${styles[`save-${state}`] ?? ''}`}>
      {state === 'saved'
        ? `✓ ${t('paper.saved')}`
        : state === 'saving'
          ? t('paper.saving')
          : t('paper.offline', { waiting })}
    </span>
  );
}
