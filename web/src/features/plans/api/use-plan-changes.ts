import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPlan,
  deletePlan,
  editDayLoad,
  editPlan,
  editPlanDetails,
  finishResource,
  resetPeriodDetailData,
  updateResourceTime,
} from '@qiao/contracts/plans-new';
import type { PlanCourseInput } from '@qiao/contracts/plans';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';
import { planKeys } from '../plans-keys';

/** Any change to a plan moves items, days, counts and calendars: every plan read is refreshed. */
export function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planKeys.all });
}

export function useCreatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (input: RouteInput<typeof createPlan>) => callApi(createPlan, input),
    onSuccess: refresh,
  });
}

export function useDeletePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (planId: string) => callApi(deletePlan, { planId }),
    onSuccess: refresh,
  });
}

/** Marks an item done by hand (done late when past its day). */
export function useFinishItem(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (itemId: string) => callApi(finishResource, { planId, itemId }),
    onSuccess: refresh,
  });
}

export function useMoveItem(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (input: { itemId: string; date: string }) =>
      callApi(updateResourceTime, { planId, ...input }),
    onSuccess: refresh,
  });
}

/** Lays the unfinished items out again from today (postponed ones first). */
export function useResetPlan(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: () => callApi(resetPeriodDetailData, { planId }),
    onSuccess: refresh,
  });
}

/**
 * Asks for a new daily load. Without `confirm` a lowered load answers only its preview (nothing
 * changes, so nothing is refreshed); a raised or confirmed one is applied.
 */
export function useEditDayLoad(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (input: { courseId: string; dailyLoad: number; confirm: boolean }) =>
      callApi(editDayLoad, { planId, ...input }),
    onSuccess: async (answer) => {
      if (answer.applied) await refresh();
    },
  });
}

/** Changes a plan's name, days a week or first day; unfinished items are laid out again. */
export function useEditPlan(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (input: Omit<RouteInput<typeof editPlan>, 'planId'>) =>
      callApi(editPlan, { planId, ...input }),
    onSuccess: refresh,
  });
}

/**
 * Replaces a plan's courses (added, taken away, their items changed); done items stay done. A
 * refusal (too few resources, a course in another running plan) is toasted in the server's words.
 */
export function useEditPlanDetails(planId: string) {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (courses: PlanCourseInput[]) => callApi(editPlanDetails, { planId, courses }),
    onSuccess: refresh,
  });
}
