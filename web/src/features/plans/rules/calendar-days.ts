import type { PlanDay } from '@qiao/contracts/plans';
import { addDays, daysBetween, monthOf, weekStartOf } from './local-dates';

/** A calendar's days by date, for cells that look their day up. */
export function daysByDate(days: readonly PlanDay[]): Map<string, PlanDay> {
  return new Map(days.map((day) => [day.date, day]));
}

/**
 * The dates a month view shows: from the Monday on or before the 1st to the Sunday on or after the
 * last day, at most 42 (what myPlanListCalendarByDates accepts).
 */
export function monthGrid(month: string): { from: string; to: string } {
  const first = `${month}-01`;
  const from = weekStartOf(first);
  let last = first;
  while (monthOf(addDays(last, 1)) === month) last = addDays(last, 1);
  const to = addDays(weekStartOf(last), 6);
  return { from, to };
}

/** How many days a range holds, both ends counted. */
export function rangeLength(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}
