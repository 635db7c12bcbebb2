import { useQuery } from '@tanstack/react-query';
import {
  getCertYctCategory,
  getCertYctCourseList,
  getMockExamList,
} from '@qiao/contracts/exams-calls';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { examKeys } from '../exams-keys';

/** Every mock paper (a few dozen at most): the list page groups them by family and level. */
export function useMockPapers() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: examKeys.papers(language),
    queryFn: ({ signal }) => callApi(getMockExamList, {}, { signal, silent: true }),
  });
}

/** The YCT levels with how many courses prepare for each. */
export function useYctCategory() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: examKeys.yctCategory(language),
    queryFn: ({ signal }) => callApi(getCertYctCategory, undefined, { signal, silent: true }),
  });
}

/** The courses that prepare for a YCT level, fetched when the learner opens them. */
export function useYctCourses(level: number, enabled: boolean) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: examKeys.yctCourses(language, level),
    queryFn: ({ signal }) => callApi(getCertYctCourseList, { level }, { signal, silent: true }),
    enabled,
  });
}
