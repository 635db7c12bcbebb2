import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../session/require-login';
import { MyCertApplications } from '../components/my-certificates';
import styles from '../certs.module.css';

/** `/pages/cert/check`: the learner's applications, newest first, with their state. */
export default function CertCheckPage() {
  const { t } = useTranslation('certs');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('check.title')}</h1>
          <p className={styles.intro}>{t('check.intro')}</p>
          <MyCertApplications />
        </div>
      )}
    </RequireLogin>
  );
}
