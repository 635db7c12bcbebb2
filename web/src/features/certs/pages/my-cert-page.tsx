import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../session/require-login';
import { MyCertificates } from '../components/my-certificates';
import styles from '../certs.module.css';

/** `/pages/personal/my_cert`: the learner's certificates with their downloads and verify page. */
export default function MyCertPage() {
  const { t } = useTranslation('certs');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('mine.title')}</h1>
          <p className={styles.intro}>{t('mine.intro')}</p>
          <MyCertificates />
        </div>
      )}
    </RequireLogin>
  );
}
