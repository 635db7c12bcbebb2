import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../session/require-login';
import { MyCertApplications } from '../components/my-certificates';
import { CertPageHead } from '../components/cert-page-head';
import styles from '../certs.module.css';

/** `/pages/cert/check`: the learner's applications, newest first, with their state. */
export default function CertCheckPage() {
  const { t } = useTranslation('certs');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <CertPageHead title={t('check.title')} intro={t('check.intro')} />
          <MyCertApplications offerApply={false} />
        </div>
      )}
    </RequireLogin>
  );
}
