import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './status-page.module.css';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spin size="large" />
      <span>{t('page.loading')}</span>
    </div>
  );
}
