import { DAYS_PER_WEEK, PLAN_LIMITS, type DaysPerWeek } from '@qiao/contracts/plans';
import { AppError } from '../../../platform/http/app-error';
import { addDays, type LocalDate } from './calendar-dates';

/**
 * What a plan's settings may be (spec §5): 3, 5 or 7 days a week, dates not before today and not
 * absurdly far, a daily load within PLAN_LIMITS, and at least PLAN_LIMITS.minResources resources.
 * Each refusal is the plan's own translated error.
 */

export function checkDaysPerWeek(value: number): DaysPerWeek {
  if (!(DAYS_PER_WEEK as readonly number[]).includes(value))
    throw new AppError('planDaysPerWeekInvalid');
  return value as DaysPerWeek;
}

/** A plan's first day: today at the earliest (in the learner's zone), within the horizon. */
export function checkStartDate(startDate: LocalDate, today: LocalDate): LocalDate {
  if (startDate < today) throw new AppError('planStartInPast');
  checkNotTooFar(startDate, today);
  return startDate;
}

export function checkNotTooFar(date: LocalDate, today: LocalDate) {
  if (date > addDays(today, PLAN_LIMITS.maxDaysAhead))
    throw new AppError('planDateTooFar', { max: PLAN_LIMITS.maxDaysAhead });
}

export function checkDailyLoad(value: number): number {
  if (value < PLAN_LIMITS.minDailyLoad || value > PLAN_LIMITS.maxDailyLoad)
    throw new AppError('planDailyLoadInvalid', {
      min: PLAN_LIMITS.minDailyLoad,
      max: PLAN_LIMITS.maxDailyLoad,
    });
  return value;
}

export function checkResourceCount(count: number) {
  if (count < PLAN_LIMITS.minResources)
    throw new AppError('planTooFewResources', { min: PLAN_LIMITS.minResources });
  if (count > PLAN_LIMITS.maxResources)
    throw new AppError('planTooManyResources', { max: PLAN_LIMITS.maxResources });
}

export function checkCourseCount(count: number) {
  if (count === 0) throw new AppError('planNoCourses');
  if (count > PLAN_LIMITS.maxCourses)
    throw new AppError('planTooManyCourses', { max: PLAN_LIMITS.maxCourses });
}
