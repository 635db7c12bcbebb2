import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../api/use-app-info';
import styles from './app-footer.module.css';

/** Name and version come from the running server, so the footer tells which release answers. */
export function AppFooter() {
  const { t } = useTranslation();
  const { data: info } = useAppInfo();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <span className={styles.name}>{t('app.name')}</span>
          <span>{t('footer.about')}</span>
        </div>
        {info && (
          <p className={styles.version} data-testid="app-version">
            <bdi>{info.name}</bdi> · {t('footer.version', { version: info.version })}
          </p>
        )}
      </div>
    </footer>
  );
}
