import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getLearnerMockExamResults } from '@qiao/contracts/exams-calls';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import { useLanguage } from '../../../../hooks/use-language';
import { examResultKeys } from '../../exam-results-keys';

/** Admins: one page of every learner's handed-in attempts, optionally of one learner. */
export function useLearnerResults(learner: string, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: examResultKeys.learners(language, learner, page),
    queryFn: ({ signal }) =>
      callApi(
        getLearnerMockExamResults,
        { learner: learner || undefined, ...pageRequest(page) },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}
