import type { DaysPerWeek } from '@qiao/contracts/plans';
import { laterOf, type LocalDate } from './calendar-dates';
import { firstStudyDayFrom, nextStudyDay } from './study-days';

/**
 * Laying a course's class hours onto study days. Each course of a plan has its own daily load, so
 * courses are laid independently; within a course the items keep the course's order, so a lesson
 * is never planned before the one it follows ("the previous lesson must be finished first").
 */

/** An item as the engine sees it: its place in its course, its day, whether and when it was done. */
export interface EngineItem {
  id: string;
  courseId: string;
  /** 1-based place in the course; the order lessons must be taken in. */
  position: number;
  date: LocalDate;
  /** The day it was first missed on, once postponed. */
  missedOn: LocalDate | null;
  /** The learner's calendar date it was finished on, or null. */
  doneOn: LocalDate | null;
}

/**
 * The days for `count` items in a row at `dailyLoad` a day, from the first study day on or after
 * `from`; `usedOnFrom` slots of that first day are taken already (items done there today).
 */
export function layDates(
  count: number,
  dailyLoad: number,
  from: LocalDate,
  daysPerWeek: DaysPerWeek,
  usedOnFrom = 0,
): LocalDate[] {
  const dates: LocalDate[] = [];
  let day = firstStudyDayFrom(from, daysPerWeek);
  let used = day === from ? usedOnFrom : 0;
  while (dates.length < count) {
    if (used >= dailyLoad) {
      day = nextStudyDay(day, daysPerWeek);
      used = 0;
      continue;
    }
    dates.push(day);
    used += 1;
  }
  return dates;
}

/**
 * How a relayout may move items: `canonical` lays every unfinished item afresh (raising a load
 * pulls later hours forward, a new start or new days per week); `push` never moves an item
 * earlier than it is (lowering a load, carrying postponed items forward when a week settles).
 */
export type RelayMode = 'canonical' | 'push';

export interface Relayout {
  /** The unfinished items with their new day (and missedOn set for those whose day had passed). */
  items: EngineItem[];
  /** Items whose day changed. */
  moved: { item: EngineItem; from: LocalDate; to: LocalDate }[];
}

/**
 * Lays one course's unfinished items again from `from` (today, or the plan's first day when later).
 * Items done on `from` and planned there keep their slots; finished items never move. An item whose
 * day has passed unfinished is postponed: it takes the next slots and remembers the day it missed.
 */
export function relayCourse(
  courseItems: readonly EngineItem[],
  dailyLoad: number,
  from: LocalDate,
  daysPerWeek: DaysPerWeek,
  mode: RelayMode,
): Relayout {
  const ordered = [...courseItems].sort((a, b) => a.position - b.position);
  const open = ordered.filter((item) => item.doneOn === null);
  const first = firstStudyDayFrom(from, daysPerWeek);
  const usedOnFirst = ordered.filter((item) => item.doneOn !== null && item.date === first).length;
  const canonical = layDates(open.length, dailyLoad, from, daysPerWeek, usedOnFirst);
  const items: EngineItem[] = [];
  const moved: Relayout['moved'] = [];
  let previous = first;
  open.forEach((item, index) => {
    const missed = item.date < from;
    let date = canonical[index]!;
    // Pushing keeps an item where it is when that is later; the days stay in course order
    // because both the old days and the fresh ones rise with the position.
    if (mode === 'push' && !missed) date = laterOf(date, item.date);
    date = laterOf(date, previous);
    previous = date;
    const next: EngineItem = {
      ...item,
      date,
      missedOn: item.missedOn ?? (missed ? item.date : null),
    };
    items.push(next);
    if (date !== item.date) moved.push({ item: next, from: item.date, to: date });
  });
  return { items, moved };
}

/** The last day any of the items is on. */
export function lastDateOf(items: readonly Pick<EngineItem, 'date'>[]): LocalDate | null {
  return items.reduce<LocalDate | null>(
    (last, item) => (last === null || item.date > last ? item.date : last),
    null,
  );
}

/** The first day a relayout may use: today, or the plan's first day when that is later. */
export const relayFrom = (today: LocalDate, startDate: LocalDate) => laterOf(today, startDate);
