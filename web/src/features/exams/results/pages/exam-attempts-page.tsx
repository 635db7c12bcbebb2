import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/paged-list/paged-list';
import { SearchField } from '../../../../components/search-field/search-field';
import { RequireLogin } from '../../../../session/require-login';
import { useLearnerResults } from '../api/use-learner-results';
import { AttemptList } from '../components/attempt-list';
import styles from '../components/results.module.css';

function ExamAttempts() {
  const { t } = useTranslation('examResults');
  const [learner, setLearner] = useState('');
  const [page, setPage] = useState(1);
  const results = useLearnerResults(learner, page);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.title')}</h1>
      <SearchField
        className={styles.search}
        placeholder={t('admin.filter')}
        aria-label={t('admin.filter')}
        onSearch={(value) => {
          setLearner(value.trim());
          setPage(1);
        }}
      />
      <PagedList query={results} page={page} onPage={setPage} empty={{ text: t('admin.empty') }}>
        {(list) => <AttemptList attempts={list} />}
      </PagedList>
    </div>
  );
}

/**
 * `/pages/admin/exam-attempts`: admins see every learner's handed-in mock exams, newest first,
 * filtered by login name or email, each leading to its result.
 */
export default function ExamAttemptsPage() {
  return <RequireLogin role="admin">{() => <ExamAttempts />}</RequireLogin>;
}
