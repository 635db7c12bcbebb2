import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CERT_ROUTES } from '../certs-routes';
import styles from '../certs.module.css';

/**
 * The head of my certificates and my applications: title, intro and the way to apply. It stays
 * there once the lists have entries: a learner whose certificate was revoked, or who finished a
 * second course, applies again from here.
 */
export function CertPageHead({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation('certs');
  return (
    <div className={styles.pageHead}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
      <Link to={CERT_ROUTES.apply}>
        <Button type="primary">{t('mine.toApply')}</Button>
      </Link>
    </div>
  );
}
