import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createCourse,
  createPlan,
  createStudy,
  getCourseList,
  getHasFinishedCount,
  getPlan,
  planEditSort,
} from '@qiao/contracts/plans-old';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { useLanguage } from '../../../hooks/use-language';
import { planKeys } from '../plans-keys';
import { useRefreshPlans } from './use-plan-changes';

/** The old planner's calls (`/api/Plan/*`): a draft, its courses, then its layout. */

/** One plan, or without an id the newest running plan or draft (null when none). */
export function useOldPlan(planId: string | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.oldPlan(language, planId),
    queryFn: ({ signal }) => callApi(getPlan, planId ? { planId } : {}, { signal, silent: true }),
  });
}

export function useOldCourses(planId: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: planKeys.oldCourses(language, planId),
    queryFn: ({ signal }) => callApi(getCourseList, { planId }, { signal, silent: true }),
    enabled: planId !== '',
  });
}

export function useFinishedCount(planId: string) {
  return useQuery({
    queryKey: planKeys.finished(planId),
    queryFn: ({ signal }) => callApi(getHasFinishedCount, { planId }, { signal, silent: true }),
    enabled: planId !== '',
  });
}

export function useCreateDraft() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (input: RouteInput<typeof createPlan>) => callApi(createPlan, input),
    onSuccess: refresh,
  });
}

/**
 * Adds a course with its load, or changes the load of one already in the plan. Lowering a running
 * plan's load answers only its preview until sent again with `confirm`, as editDayLoad does.
 */
export function useSetCourse(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (input: { courseId: string; dailyLoad: number; confirm?: boolean }) =>
      callApi(createCourse, { planId, ...input }),
    onSuccess: async (answer) => {
      if (answer.applied) await refresh();
    },
  });
}

/** Lays the draft out on its study days and starts it. */
export function useStartStudy(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: () => callApi(createStudy, { planId }),
    onSuccess: refresh,
  });
}

export function useSortCourses(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (courseIds: string[]) => callApi(planEditSort, { planId, courseIds }),
    onSuccess: refresh,
  });
}
