import type { PlanDay } from '@qiao/contracts/plans';
import { addDays, daysBetween, isoWeekday } from './local-dates';

/** A calendar's days by date, for cells that look their day up. */
export function daysByDate(days: readonly PlanDay[]): Map<string, PlanDay> {
  return new Map(days.map((day) => [day.date, day]));
}

/**
 * The dates a month view shows: six weeks (42 days, what myPlanListCalendarByDates accepts), from
 * the first day of the week on or before the 1st. The first weekday is the interface language's,
 * as antd's Calendar draws it (ISO: 1 Monday … 7 Sunday; Arabic starts on Saturday).
 */
export function monthGrid(month: string, firstWeekday = 1): { from: string; to: string } {
  const first = `${month}-01`;
  const back = (isoWeekday(first) - firstWeekday + 7) % 7;
  const from = addDays(first, -back);
  return { from, to: addDays(from, 41) };
}

/** How many days a range holds, both ends counted. */
export function rangeLength(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}
