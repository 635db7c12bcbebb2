import { useTranslation } from 'react-i18next';
import styles from './brand.module.css';

/** The logo: 桥 on a gold tile, the name in the interface language, the other names beside it. */
export function Brand({ href, compact = false }: { href: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <a className={compact ? `${styles.brand} ${styles.compact}` : styles.brand} href={href}>
      <span className={styles.mark} lang="zh-CN" aria-hidden="true">
        桥
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{t('app.name')}</span>
        <span className={styles.sub}>
          <bdi>{t('app.otherNames')}</bdi>
          {!compact && <span className={styles.tagline}>{t('app.tagline')}</span>}
        </span>
      </span>
    </a>
  );
}
