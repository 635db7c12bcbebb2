import type { PlanDayStatus, PlanItemStatus } from '@qiao/contracts/plans';
import { addDays, weekStartOf, type LocalDate } from './calendar-dates';
import type { EngineItem } from './layout';

/**
 * Statuses (spec §4), read from the items and "today" in the learner's zone; nothing stored but
 * the items' days and when they were done, so a status is never stale.
 */

type StatusFacts = Pick<EngineItem, 'date' | 'missedOn' | 'doneOn'>;

/**
 * Done on or before its day: done. Done after its day, or after it had been postponed: done late.
 * Unfinished: today, upcoming, or postponed once its day has passed (or it was carried forward).
 */
export function itemStatus(item: StatusFacts, today: LocalDate): PlanItemStatus {
  if (item.doneOn !== null)
    return item.doneOn > item.date || item.missedOn !== null ? 'doneLate' : 'done';
  if (item.date < today) return 'postponed';
  if (item.date === today) return 'today';
  return item.missedOn !== null ? 'postponed' : 'upcoming';
}

const isDone = (item: StatusFacts) => item.doneOn !== null;

/**
 * A study day's status among the items of its natural week (Monday–Sunday): the week plan is
 * completed when every item of the week is done; else the day is completed when its items are,
 * not completed once it has passed, one of the remaining days while in the current week, and
 * upcoming after it. A day without items has no status.
 */
export function dayStatus(
  date: LocalDate,
  dayItems: readonly StatusFacts[],
  weekItems: readonly StatusFacts[],
  today: LocalDate,
): PlanDayStatus | null {
  if (dayItems.length === 0) return null;
  if (weekItems.length > 0 && weekItems.every(isDone)) return 'weekDone';
  if (dayItems.every(isDone)) return 'done';
  if (date < today) return 'notDone';
  return weekStartOf(date) === weekStartOf(today) ? 'remaining' : 'upcoming';
}

/** Items by day, and each day's status judged against its whole natural week. */
export function daysWithStatus<T extends StatusFacts>(
  dates: readonly LocalDate[],
  items: readonly T[],
  today: LocalDate,
): { date: LocalDate; status: PlanDayStatus | null; items: T[] }[] {
  const byDate = new Map<LocalDate, T[]>();
  for (const item of items) byDate.set(item.date, [...(byDate.get(item.date) ?? []), item]);
  // A month shows five or six weeks: each is gathered once, not once per day.
  const weeks = new Map<LocalDate, T[]>();
  const weekOf = (date: LocalDate) => {
    const start = weekStartOf(date);
    let week = weeks.get(start);
    if (!week) {
      week = [];
      for (let offset = 0; offset < 7; offset += 1)
        week.push(...(byDate.get(addDays(start, offset)) ?? []));
      weeks.set(start, week);
    }
    return week;
  };
  return dates.map((date) => {
    const dayItems = byDate.get(date) ?? [];
    return { date, status: dayStatus(date, dayItems, weekOf(date), today), items: dayItems };
  });
}

/** Counts by status, for summaries and the unfinished badge. */
export function countStatuses(items: readonly StatusFacts[], today: LocalDate) {
  const counts: Record<PlanItemStatus, number> = {
    upcoming: 0,
    today: 0,
    done: 0,
    doneLate: 0,
    postponed: 0,
  };
  for (const item of items) counts[itemStatus(item, today)] += 1;
  return counts;
}
