import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../../session/require-login';
import { MyResults } from '../components/my-results';
import styles from '../components/results.module.css';

/** `/pages/exam/my_results`: the learner's handed-in mock exams and their progress. */
export default function MyResultsPage() {
  const { t } = useTranslation('examResults');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('myResults.title')}</h1>
          <p className={styles.intro}>{t('myResults.intro')}</p>
          <MyResults />
        </div>
      )}
    </RequireLogin>
  );
}
