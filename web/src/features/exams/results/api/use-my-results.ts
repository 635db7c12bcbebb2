import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMyMockExamResults } from '@qiao/contracts/exams-calls';
import { MAX_PAGE_SIZE, pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../../api/call-api';
import { useLanguage } from '../../../../hooks/use-language';
import { examResultKeys } from '../../exam-results-keys';

/** One page of the learner's handed-in attempts, newest first. */
export function useMyResults(page: number) {
  const { language } = useLanguage();
  const request = pageRequest(page);
  return useQuery({
    queryKey: examResultKeys.mine(language, page, request.pageCount),
    queryFn: ({ signal }) => callApi(getMyMockExamResults, request, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The latest attempts the progress chart draws (one page of the largest size). */
export function useProgressAttempts() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: examResultKeys.mine(language, 1, MAX_PAGE_SIZE),
    queryFn: ({ signal }) =>
      callApi(
        getMyMockExamResults,
        { currentPage: 1, pageCount: MAX_PAGE_SIZE },
        { signal, silent: true },
      ),
  });
}
