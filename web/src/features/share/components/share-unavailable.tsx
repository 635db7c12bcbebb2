import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/status-page.module.css';

/**
 * A share that cannot be opened: expired or cancelled (spec §8 "this share link has expired"),
 * or a link that names no share at all.
 */
export function ShareUnavailable({
  kind,
  detail,
}: {
  kind: 'expired' | 'missing';
  detail?: string;
}) {
  const { t } = useTranslation('share');
  return (
    <Result
      className={styles.result}
      status={kind === 'expired' ? 'warning' : '404'}
      title={
        <h1 className={styles.title}>
          {kind === 'expired' ? t('page.expired') : t('page.missing')}
        </h1>
      }
      subTitle={detail ?? (kind === 'expired' ? t('page.expiredHint') : undefined)}
      extra={
        <Link to="/">
          <Button type="primary">{t('page.goHome')}</Button>
        </Link>
      }
    />
  );
}
