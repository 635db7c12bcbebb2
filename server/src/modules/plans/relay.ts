import type { Db } from '../../platform/db/database';
import type { LocalDate } from './rules/calendar-dates';
import { relayCourse, relayFrom, type EngineItem, type RelayMode } from './rules/layout';
import { daysPerWeekOf, engineItem, writeItemDays, type StoredPlan } from './plan-store';

/** One item's move, before titles are attached for the answer. */
export interface Move {
  itemId: string;
  from: LocalDate;
  to: LocalDate;
}

/**
 * Lays the unfinished items of some (or all) of a plan's courses again from today (or the first
 * day when later) and writes the days that changed. `loads` overrides a course's daily load.
 */
export async function relayPlan(
  db: Db,
  stored: StoredPlan,
  mode: RelayMode,
  options: { courseIds?: readonly string[]; loads?: ReadonlyMap<string, number> } = {},
): Promise<Move[]> {
  const { plan } = stored;
  const from = relayFrom(stored.today, plan.startDate);
  const moved: EngineItem[] = [];
  const moves: Move[] = [];
  for (const course of stored.courses) {
    if (options.courseIds && !options.courseIds.includes(course.courseId)) continue;
    const items = stored.items
      .filter((item) => item.courseId === course.courseId)
      .map((item) => engineItem(plan, item));
    const load = options.loads?.get(course.courseId) ?? course.dailyLoad;
    const relayout = relayCourse(items, load, from, daysPerWeekOf(plan), mode);
    for (const move of relayout.moved) {
      moved.push(move.item);
      moves.push({ itemId: move.item.id, from: move.from, to: move.to });
    }
  }
  await writeItemDays(db, moved);
  return moves;
}
