import { useQueries } from '@tanstack/react-query';
import { getPlanCourseDetail } from '@qiao/contracts/plans-new';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { planKeys } from '../plans-keys';

/** Each course of a plan with every item, for the page that edits the plan's courses. */
export function usePlanCourses(planId: string, courseIds: readonly string[]) {
  const { language } = useLanguage();
  return useQueries({
    queries: courseIds.map((courseId) => ({
      queryKey: planKeys.courseDetail(language, planId, courseId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(getPlanCourseDetail, { planId, courseId }, { signal, silent: true }),
    })),
  });
}
