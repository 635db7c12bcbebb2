import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/paged-list/paged-list';
import { useMyResults, useProgressAttempts } from '../api/use-my-results';
import { EXAM_ROUTES } from '../../exams-routes';
import { AttemptList } from './attempt-list';
import { ProgressChart } from './progress-chart';

/**
 * The learner's mock-exam results ("my results" and the personal centre's scores): the progress
 * chart over the latest attempts, then the attempts a page at a time; with none yet, the way to
 * the papers.
 */
export function MyResults() {
  const { t } = useTranslation('examResults');
  const [page, setPage] = useState(1);
  const results = useMyResults(page);
  const progress = useProgressAttempts();
  return (
    <>
      {progress.data && progress.data.total > 0 && <ProgressChart attempts={progress.data.list} />}
      <PagedList
        query={results}
        page={page}
        onPage={setPage}
        empty={{
          text: t('myResults.empty'),
          browse: { to: EXAM_ROUTES.list, label: t('myResults.toPapers') },
        }}
      >
        {(list) => <AttemptList attempts={list} />}
      </PagedList>
    </>
  );
}
