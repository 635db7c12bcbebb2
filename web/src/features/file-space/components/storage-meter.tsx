import { Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStorage } from '../../drive/drive-calls';
import { inlineValue } from '../../../format/inline-value';
import styles from './drive-space.module.css';
import { formatFileSize } from '../../../format/size';

/** Used and total storage under the menu; remaining is total minus used (spec §2). */
export function StorageMeter() {
  const { t } = useTranslation('drive');
  const storage = useStorage();
  if (!storage.data) return <Skeleton active paragraph={{ rows: 1 }} className={styles.storage} />;
  const { used, total } = storage.data;
  const percent = total > 0 ? Math.min(100, (used / total) * 100) : 100;
  return (
    <section className={styles.storage} aria-labelledby="drive-storage-title">
      <h2 id="drive-storage-title" className={styles.storageTitle}>
        {t('storage.label')}
      </h2>
      <Progress
        percent={Math.round(percent * 10) / 10}
        showInfo={false}
        size="small"
        status={percent >= 90 ? 'exception' : 'normal'}
        aria-label={t('storage.label')}
      />
      <p className={styles.storageLine}>
        {t('storage.used', {
          used: inlineValue(formatFileSize(used)),
          total: inlineValue(formatFileSize(total)),
        })}
      </p>
      <p className={styles.storageLine}>
        {t('storage.remaining', {
          remaining: inlineValue(formatFileSize(Math.max(0, total - used))),
        })}
      </p>
    </section>
  );
}
