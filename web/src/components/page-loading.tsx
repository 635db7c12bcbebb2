import { useTranslation } from 'react-i18next';
import styles from './status-page.module.css';

/** While a page's code or data arrives: a spinner drawn in CSS, so the shell needs no antd. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('page.loading')}</span>
    </div>
  );
}
