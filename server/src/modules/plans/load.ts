import { and, eq } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { PLAN_LIMITS, type PlanItemMove } from '@qiao/contracts/plans';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { isRowId } from '../catalogue';
import { readOwnPlan, titlesFor } from './plan-reads';
import { daysPerWeekOf, engineItem, loadPlan, ownPlan, writeItemDays } from './plan-store';
import { itemPresenter, presentCourses, presentPlan, type Titles } from './presenter';
import { relayPlan, type Move } from './relay';
import { relayFrom } from './rules/layout';
import { changeDailyLoad } from './rules/load-change';
import { checkDailyLoad } from './rules/settings-rules';
import { planCourses } from './tables';

/**
 * Daily loads (spec §4): reading them, changing one (lowering waits for the learner's
 * confirmation and pushes hours later; raising pulls them forward), and laying the plan out again.
 */

export async function dayLoads(db: Db, userId: string, planId: string, language: Language) {
  const { stored, titles } = await readOwnPlan(db, userId, planId, language);
  return {
    courses: presentCourses(stored, titles),
    minDailyLoad: PLAN_LIMITS.minDailyLoad,
    maxDailyLoad: PLAN_LIMITS.maxDailyLoad,
  };
}

/** Moves with their items' titles, for a preview or an answer. */
export function titledMoves(
  moves: readonly Move[],
  stored: Awaited<ReturnType<typeof loadPlan>>,
  titles: Titles,
): PlanItemMove[] {
  const present = itemPresenter(titles);
  const byId = new Map(stored.items.map((item) => [item.id, item]));
  return moves.map((move) => ({
    itemId: move.itemId,
    title: present(stored, byId.get(move.itemId)!).title,
    from: move.from,
    to: move.to,
  }));
}

export async function editDayLoad(
  db: Db,
  userId: string,
  input: { planId: string; courseId: string; dailyLoad: number; confirm: boolean },
  language: Language,
) {
  const dailyLoad = checkDailyLoad(input.dailyLoad);
  return db.transaction(async (tx) => {
    const stored = await loadPlan(tx, await ownPlan(tx, userId, input.planId, true));
    const course = isRowId(input.courseId)
      ? stored.courses.find((candidate) => candidate.courseId === input.courseId)
      : undefined;
    if (!course) throw new AppError('planCourseNotFound');
    const change = changeDailyLoad(
      stored.items
        .filter((item) => item.courseId === course.courseId)
        .map((item) => engineItem(stored.plan, item)),
      course.dailyLoad,
      dailyLoad,
      relayFrom(stored.today, stored.plan.startDate),
      daysPerWeekOf(stored.plan),
    );
    const titles = await titlesFor(tx, userId, [stored], language);
    const moves = titledMoves(
      change.moved.map((move) => ({ itemId: move.item.id, from: move.from, to: move.to })),
      stored,
      titles,
    );
    const applied = !change.needsConfirmation || input.confirm;
    if (applied) {
      await tx
        .update(planCourses)
        .set({ dailyLoad })
        .where(
          and(eq(planCourses.planId, stored.plan.id), eq(planCourses.courseId, course.courseId)),
        );
      await writeItemDays(
        tx,
        change.moved.map((move) => move.item),
      );
    }
    const after = applied ? await loadPlan(tx, stored.plan) : stored;
    const shown = presentCourses(after, titles).find((c) => c.courseId === course.courseId)!;
    const endDate = change.items.reduce<string | null>(
      (last, item) => (last === null || item.date > last ? item.date : last),
      shown.endDate,
    );
    return {
      applied,
      needsConfirmation: change.needsConfirmation,
      moves,
      endDate: applied ? shown.endDate : endDate,
      course: shown,
    };
  });
}

/** Lays every unfinished item out again from today: postponed items take the next study days. */
export async function resetPlan(db: Db, userId: string, planId: string, language: Language) {
  return db.transaction(async (tx) => {
    const stored = await loadPlan(tx, await ownPlan(tx, userId, planId, true));
    const moves = await relayPlan(tx, stored, 'canonical');
    const after = await loadPlan(tx, stored.plan);
    const titles = await titlesFor(tx, userId, [after], language);
    return { plan: presentPlan(after, titles), moves: titledMoves(moves, after, titles) };
  });
}
