import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  courseIsSet,
  getDayLoad,
  getPlanCourseDetail,
  getPlanCourseDetailWeek,
  getPlanList,
  getTotalPeriodCount,
  myPlanList,
  myPlanUnfinishedCount,
} from '@qiao/contracts/plans-new';
import type { Language } from '@qiao/contracts/languages';
import type { PlanState } from '@qiao/contracts/plans';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { SHOWS_REVIEWS_DUE } from '../../../api/reviews-due-queries';
import { planKeys } from '../plans-keys';

/**
 * The new planner's reads. They are silent: a page shows a missing plan in place (with a way to
 * make one) rather than a toast over an empty page.
 */

export function useCourseIsSet(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: planKeys.courseIsSet(courseId),
    queryFn: ({ signal }) => callApi(courseIsSet, { courseId }, { signal, silent: true }),
    enabled: enabled && courseId !== '',
  });
}

/** Every running plan with today's items. */
export function useRunningPlans(enabled = true) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.running(language),
    queryFn: ({ signal }) => callApi(getPlanList, {}, { signal, silent: true }),
    // It carries the characters due for review, which writing one changes.
    meta: SHOWS_REVIEWS_DUE,
    enabled,
  });
}

export function useMyPlans(state: PlanState | undefined, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.list(language, state ?? 'any', page),
    queryFn: ({ signal }) =>
      callApi(myPlanList, { ...pageRequest(page), state }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useUnfinishedCount(enabled = true) {
  return useQuery({
    queryKey: planKeys.unfinished,
    queryFn: ({ signal }) => callApi(myPlanUnfinishedCount, {}, { signal, silent: true }),
    enabled,
  });
}

/** One natural week of a plan (`date` any day of it; today when empty). */
export function usePlanWeek(planId: string, date: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.week(language, planId, date),
    queryFn: ({ signal }) =>
      callApi(
        getPlanCourseDetailWeek,
        { planId, ...(date ? { date } : {}) },
        { signal, silent: true },
      ),
    enabled: planId !== '',
    placeholderData: keepPreviousData,
  });
}

export function usePeriodCounts(planId: string) {
  return useQuery({
    queryKey: planKeys.counts(planId),
    queryFn: ({ signal }) => callApi(getTotalPeriodCount, { planId }, { signal, silent: true }),
    enabled: planId !== '',
  });
}

export function useDayLoad(planId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.dayLoad(language, planId),
    queryFn: ({ signal }) => callApi(getDayLoad, { planId }, { signal, silent: true }),
    enabled: planId !== '',
  });
}

/** One course of a plan with every item in order, its day and status. */
/** One course of a plan with every item: the query the course's list and the course editor share. */
export const planCourseDetailQuery = (language: Language, planId: string, courseId: string) => ({
  queryKey: planKeys.courseDetail(language, planId, courseId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(getPlanCourseDetail, { planId, courseId }, { signal, silent: true }),
});

export function usePlanCourseDetail(planId: string, courseId: string, enabled: boolean) {
  const { language } = useLanguage();
  return useQuery({
    ...planCourseDetailQuery(language, planId, courseId),
    enabled: enabled && planId !== '' && courseId !== '',
  });
}
