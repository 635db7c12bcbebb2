import type { ErrorKey, ErrorParams } from '@qiao/contracts/errors';
import { DAYS_PER_WEEK, PLAN_LIMITS } from '@qiao/contracts/plans';
import { daysBetween } from './local-dates';

/** What the plan form asks before it sends: the same rules the server holds (spec §5). */
export interface PlanSettingsDraft {
  daysPerWeek: number;
  startDate: string;
  /** Today in the learner's time zone. */
  today: string;
  dailyLoads: readonly number[];
  /** The class hours the chosen courses bring, when the form knows them. */
  resources?: number;
  examDate?: string | null;
}

/** The first rule a draft breaks, as a catalogue error with its numbers, or null. */
export type PlanProblem = { key: ErrorKey; params?: ErrorParams } | null;

export function planSettingsProblem(draft: PlanSettingsDraft): PlanProblem {
  if (!(DAYS_PER_WEEK as readonly number[]).includes(draft.daysPerWeek)) {
    return { key: 'planDaysPerWeekInvalid' };
  }
  if (daysBetween(draft.today, draft.startDate) < 0) return { key: 'planStartInPast' };
  if (daysBetween(draft.today, draft.startDate) > PLAN_LIMITS.maxDaysAhead) {
    return { key: 'planDateTooFar', params: { max: PLAN_LIMITS.maxDaysAhead } };
  }
  if (draft.examDate !== undefined && draft.examDate !== null) {
    if (daysBetween(draft.startDate, draft.examDate) <= 0) return { key: 'planExamDateInvalid' };
    if (daysBetween(draft.today, draft.examDate) > PLAN_LIMITS.maxDaysAhead) {
      return { key: 'planDateTooFar', params: { max: PLAN_LIMITS.maxDaysAhead } };
    }
  }
  if (draft.dailyLoads.length === 0) return { key: 'planNoCourses' };
  if (draft.dailyLoads.length > PLAN_LIMITS.maxCourses) {
    return { key: 'planTooManyCourses', params: { max: PLAN_LIMITS.maxCourses } };
  }
  const loadOutside = draft.dailyLoads.some(
    (load) =>
      !Number.isInteger(load) || load < PLAN_LIMITS.minDailyLoad || load > PLAN_LIMITS.maxDailyLoad,
  );
  if (loadOutside) {
    return {
      key: 'planDailyLoadInvalid',
      params: { min: PLAN_LIMITS.minDailyLoad, max: PLAN_LIMITS.maxDailyLoad },
    };
  }
  if (draft.resources !== undefined && draft.resources < PLAN_LIMITS.minResources) {
    return { key: 'planTooFewResources', params: { min: PLAN_LIMITS.minResources } };
  }
  return null;
}

/** Whether a daily load can be sent as it is (the load editors' own check). */
export function isDailyLoadAllowed(load: number): boolean {
  return (
    Number.isInteger(load) && load >= PLAN_LIMITS.minDailyLoad && load <= PLAN_LIMITS.maxDailyLoad
  );
}
