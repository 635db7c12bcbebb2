import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudyRecord } from '../api/use-watch-record';
import styles from './records.module.css';

/** How much of a micro-lesson or video the signed-in learner has watched, beside its player. */
export function ItemProgress({ itemId }: { itemId: string }) {
  const { t } = useTranslation('player');
  const record = useStudyRecord(itemId, true);
  if (!record.data) return null;
  return (
    <div className={styles.progress} data-testid="item-progress">
      <span>{record.data.done ? t('itemProgress.done') : t('itemProgress.label')}</span>
      <Progress
        percent={record.data.progress}
        aria-label={t('itemProgress.label')}
        className={styles.bar}
      />
    </div>
  );
}
