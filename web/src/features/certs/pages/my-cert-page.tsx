import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../session/require-login';
import { MyCertificates } from '../components/my-certificates';
import { CertPageHead } from '../components/cert-page-head';
import styles from '../certs.module.css';

/** `/pages/personal/my_cert`: the learner's certificates with their downloads and verify page. */
export default function MyCertPage() {
  const { t } = useTranslation('certs');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <CertPageHead title={t('mine.title')} intro={t('mine.intro')} />
          <MyCertificates offerApply={false} />
        </div>
      )}
    </RequireLogin>
  );
}
