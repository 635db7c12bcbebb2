import { addDays, weekStartOf, type LocalDate } from './calendar-dates';
import type { EngineItem } from './layout';

/**
 * Natural weeks (Monday–Sunday) are settled when they end in the learner's zone: the week's result
 * is written once, and its unfinished items are then carried forward (the caller relays them in
 * push mode, so nothing moves earlier).
 */

export interface WeekResult {
  weekStart: LocalDate;
  planned: number;
  done: number;
  doneLate: number;
  postponed: number;
  completed: boolean;
}

/** The Mondays of the weeks that have ended since `from` (the plan's first day), oldest first. */
export function endedWeeks(from: LocalDate, today: LocalDate): LocalDate[] {
  const current = weekStartOf(today);
  const weeks: LocalDate[] = [];
  for (let week = weekStartOf(from); week < current; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/**
 * One week's result from the items planned in it, as they stand when it is settled: an item done
 * by its day counts as done, one done after it (or once postponed) as done late, an unfinished one
 * as postponed. The week plan is completed when nothing is left unfinished.
 */
export function settleWeek(weekStart: LocalDate, items: readonly EngineItem[]): WeekResult {
  const weekEnd = addDays(weekStart, 6);
  const inWeek = items.filter((item) => item.date >= weekStart && item.date <= weekEnd);
  let done = 0;
  let doneLate = 0;
  let postponed = 0;
  for (const item of inWeek) {
    if (item.doneOn === null) postponed += 1;
    else if (item.doneOn > item.date || item.missedOn !== null) doneLate += 1;
    else done += 1;
  }
  return {
    weekStart,
    planned: inWeek.length,
    done,
    doneLate,
    postponed,
    completed: postponed === 0,
  };
}
