import { and, eq, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@qiao/contracts/languages';
import type { PlanCourse, PlanItemMove, PlanSummary } from '@qiao/contracts/plans';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { chooseResources } from './course-resources';
import { checkCoursesFree, insertCourse } from './create';
import { titledMoves } from './load';
import { answerPlan, titlesFor } from './plan-reads';
import {
  loadPlan,
  lockLearnerPlans,
  ownPlan,
  settleState,
  todayOf,
  type PlanRow,
} from './plan-store';
import { presentCourses } from './presenter';
import { relayPlan } from './relay';
import { relayFrom, type RelayMode } from './rules/layout';
import {
  checkDailyLoad,
  checkDaysPerWeek,
  checkResourceCount,
  checkStartDate,
} from './rules/settings-rules';
import { planCourses, planItems, plans } from './tables';

/**
 * Changing a plan: its settings, its courses and their order, or deleting it. Each change locks
 * the plan, writes in one transaction, and lays the unfinished items out again from today.
 */

/** A running plan keeps its minimum of resources; a draft reaches it at createStudy. */
async function checkStillEnough(db: Db, plan: PlanRow) {
  if (plan.state === 'draft') return;
  const stored = await loadPlan(db, plan);
  checkResourceCount(stored.items.length);
}

export async function editPlan(
  db: Db,
  userId: string,
  input: {
    planId: string;
    title?: string | undefined;
    daysPerWeek?: number | undefined;
    startDate?: string | undefined;
    timeZone?: string | undefined;
  },
  language: Language,
): Promise<PlanSummary> {
  await db.transaction(async (tx) => {
    const plan = await ownPlan(tx, userId, input.planId, true);
    const timeZone = input.timeZone ?? plan.timeZone;
    const today = todayOf({ timeZone });
    const daysPerWeek =
      input.daysPerWeek === undefined ? plan.daysPerWeek : checkDaysPerWeek(input.daysPerWeek);
    const startDate =
      input.startDate === undefined ? plan.startDate : checkStartDate(input.startDate, today);
    const changed = { ...plan, title: input.title ?? plan.title, daysPerWeek, startDate, timeZone };
    await tx
      .update(plans)
      .set({ title: changed.title, daysPerWeek, startDate, timeZone, updatedAt: new Date() })
      .where(eq(plans.id, plan.id));
    if (daysPerWeek !== plan.daysPerWeek || startDate !== plan.startDate)
      await relayPlan(tx, await loadPlan(tx, changed), 'canonical');
  });
  return answerPlan(db, userId, input.planId, language);
}

type CourseInput = {
  courseId: string;
  dailyLoad: number;
  classHourIds?: string[] | undefined;
  itemIds?: string[] | undefined;
};

const notChosen = (column: AnyPgColumn, kept: string[]) =>
  kept.length ? notInArray(column, kept) : sql`true`;

/**
 * Sets the hours and load of the given courses in a plan (adding the ones it lacks); a course's
 * unfinished items that are no longer chosen go, and its done items stay. Answers the moves of
 * the relayout (of items already there and of the ones just laid).
 */
async function setCourses(
  tx: Db,
  userId: string,
  plan: PlanRow,
  inputs: readonly CourseInput[],
  positions: ReadonlyMap<string, number>,
  mode: RelayMode = 'canonical',
) {
  const chosen = await chooseResources(tx, userId, inputs);
  await lockLearnerPlans(tx, userId);
  await checkCoursesFree(
    tx,
    userId,
    chosen.map((course) => course.courseId),
    plan.id,
  );
  const from = relayFrom(todayOf(plan), plan.startDate);
  for (const course of chosen) {
    const keepHours = course.hours.flatMap((hour) => hour.classHourId ?? []);
    const keepItems = course.hours.flatMap((hour) => hour.catalogueItemId ?? []);
    await tx.delete(planItems).where(
      and(
        eq(planItems.planId, plan.id),
        eq(planItems.courseId, course.courseId),
        isNull(planItems.doneAt),
        // The resources no longer chosen: class hours and catalogue items alike.
        or(
          and(isNotNull(planItems.classHourId), notChosen(planItems.classHourId, keepHours)),
          and(
            isNotNull(planItems.catalogueItemId),
            notChosen(planItems.catalogueItemId, keepItems),
          ),
        ),
      ),
    );
    await insertCourse(tx, plan, course, positions.get(course.courseId)!, from);
  }
  const stored = await loadPlan(tx, plan);
  return relayPlan(tx, stored, mode, { courseIds: chosen.map((c) => c.courseId) });
}

/** New planner: the plan's whole course list, in order. */
export async function editPlanDetails(
  db: Db,
  userId: string,
  input: { planId: string; courses: CourseInput[] },
  language: Language,
): Promise<PlanSummary> {
  await db.transaction(async (tx) => {
    const plan = await ownPlan(tx, userId, input.planId, true);
    const ids = input.courses.map((course) => course.courseId);
    await tx
      .delete(planCourses)
      .where(and(eq(planCourses.planId, plan.id), notInArray(planCourses.courseId, ids)));
    await tx
      .delete(planItems)
      .where(and(eq(planItems.planId, plan.id), notInArray(planItems.courseId, ids)));
    await setCourses(tx, userId, plan, input.courses, new Map(ids.map((id, i) => [id, i + 1])));
    await checkStillEnough(tx, plan);
    await settleState(tx, plan.id);
  });
  return answerPlan(db, userId, input.planId, language);
}

interface CourseChange {
  applied: boolean;
  needsConfirmation: boolean;
  moves: PlanItemMove[];
  courses: PlanCourse[];
}

/** Thrown to roll a previewed change back, carrying the answer the learner confirms. */
class PreviewOnly extends Error {
  constructor(readonly answer: CourseChange) {
    super('preview only');
  }
}

/**
 * Old planner: adds one course (last in order) or changes the one already there. Lowering the
 * load of a course of a running plan is editDayLoad's rule: hours go to later days, never earlier,
 * once the learner confirms; unconfirmed, the change is made, read as a preview and rolled back.
 */
export async function addCourse(
  db: Db,
  userId: string,
  input: { planId: string; confirm: boolean } & CourseInput,
  language: Language,
): Promise<CourseChange> {
  try {
    return await db.transaction(async (tx) => {
      const plan = await ownPlan(tx, userId, input.planId, true);
      const dailyLoad = checkDailyLoad(input.dailyLoad);
      const before = await loadPlan(tx, plan);
      const existing = before.courses.find((course) => course.courseId === input.courseId);
      const position = existing?.position ?? before.courses.length + 1;
      const lowering =
        plan.state !== 'draft' && existing !== undefined && dailyLoad < existing.dailyLoad;
      const moves = await setCourses(
        tx,
        userId,
        plan,
        [input],
        new Map([[input.courseId, position]]),
        lowering ? 'push' : 'canonical',
      );
      await checkStillEnough(tx, plan);
      await settleState(tx, plan.id);
      const after = await loadPlan(tx, plan);
      const titles = await titlesFor(tx, userId, [before, after], language);
      // Moves are of the items the plan had; hours added by this call had no day to move from.
      const had = new Set(before.items.map((item) => item.id));
      const answer: CourseChange = {
        applied: !lowering || input.confirm,
        needsConfirmation: lowering,
        moves: titledMoves(
          moves.filter((move) => had.has(move.itemId)),
          after,
          titles,
        ),
        courses: presentCourses(after, titles),
      };
      if (!answer.applied)
        throw new PreviewOnly({ ...answer, courses: presentCourses(before, titles) });
      return answer;
    });
  } catch (error) {
    if (error instanceof PreviewOnly) return error.answer;
    throw error;
  }
}

/** Old planner: the courses in a new order (every course once); days list items in that order. */
export async function sortCourses(
  db: Db,
  userId: string,
  input: { planId: string; courseIds: string[] },
) {
  await db.transaction(async (tx) => {
    const plan = await ownPlan(tx, userId, input.planId, true);
    const courses = await tx
      .select({ courseId: planCourses.courseId })
      .from(planCourses)
      .where(eq(planCourses.planId, plan.id));
    const current = courses.map((course) => course.courseId).sort();
    const asked = [...input.courseIds].sort();
    if (new Set(asked).size !== asked.length || asked.join() !== current.join())
      throw new AppError('planSortInvalid');
    for (const [index, courseId] of input.courseIds.entries())
      await tx
        .update(planCourses)
        .set({ position: index + 1 })
        .where(and(eq(planCourses.planId, plan.id), eq(planCourses.courseId, courseId)));
  });
}

export async function deletePlan(db: Db, userId: string, planId: string) {
  await db.transaction(async (tx) => {
    const plan = await ownPlan(tx, userId, planId, true);
    await tx.delete(plans).where(eq(plans.id, plan.id));
  });
  return { planId };
}
