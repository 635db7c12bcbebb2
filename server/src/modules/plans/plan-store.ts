import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { DaysPerWeek } from '@qiao/contracts/plans';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { isRowId } from '../catalogue';
import { dateIn, type LocalDate } from './rules/calendar-dates';
import type { EngineItem } from './rules/layout';
import { planCourses, planItems, plans } from './tables';

/**
 * Reading and writing one learner's plan. Every read starts from the plan's owner: an id that is
 * not the caller's plan answers planNotFound, exactly like one that does not exist.
 */

export type PlanRow = typeof plans.$inferSelect;
export type PlanCourseRow = typeof planCourses.$inferSelect;
export type PlanItemRow = typeof planItems.$inferSelect;

/** A plan with its courses (in their order) and items (by day, course order, place). */
export interface StoredPlan {
  plan: PlanRow;
  courses: PlanCourseRow[];
  items: PlanItemRow[];
  /** "Today" in the plan's time zone, read once per call. */
  today: LocalDate;
}

export const daysPerWeekOf = (plan: PlanRow) => plan.daysPerWeek as DaysPerWeek;

export const todayOf = (plan: Pick<PlanRow, 'timeZone'>, now = new Date()) =>
  dateIn(plan.timeZone, now);

/** The caller's plan, locked for the transaction when `lock` (every write takes the lock first). */
export async function ownPlan(db: Db, userId: string, planId: string, lock = false) {
  if (!isRowId(planId)) throw new AppError('planNotFound');
  const query = db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.userId, userId)));
  const [plan] = lock ? await query.for('update') : await query;
  if (!plan) throw new AppError('planNotFound');
  return plan;
}

/** A plan with its courses and every item. */
export async function loadPlan(db: Db, plan: PlanRow, now = new Date()): Promise<StoredPlan> {
  const [courses, items] = await Promise.all([
    db
      .select()
      .from(planCourses)
      .where(eq(planCourses.planId, plan.id))
      .orderBy(asc(planCourses.position)),
    db
      .select()
      .from(planItems)
      .where(eq(planItems.planId, plan.id))
      .orderBy(asc(planItems.date), asc(planItems.position)),
  ]);
  return { plan, courses, items: sortItems(items, courses), today: todayOf(plan, now) };
}

/** Several plans at once (the learner's calendars), by plan id. */
export async function loadPlans(db: Db, planRows: readonly PlanRow[], now = new Date()) {
  const ids = planRows.map((plan) => plan.id);
  if (ids.length === 0) return [];
  const [courses, items] = await Promise.all([
    db.select().from(planCourses).where(inArray(planCourses.planId, ids)),
    db.select().from(planItems).where(inArray(planItems.planId, ids)),
  ]);
  return planRows.map((plan) => storedPlan(plan, courses, items, now));
}

/** Days from `from` to `to`, both included. */
export interface DayRange {
  from: LocalDate;
  to: LocalDate;
}

/**
 * Plans with only the items of `range`, for calendars: a long plan holds hundreds of items and a
 * calendar shows a few weeks, read through the (plan, date) index in one query. Each plan's
 * `courses` are then only those of the items read (their order sorts a day's items).
 */
export async function loadPlanDays(
  db: Db,
  planRows: readonly PlanRow[],
  range: DayRange,
  now = new Date(),
): Promise<StoredPlan[]> {
  const ids = planRows.map((plan) => plan.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ item: planItems, course: planCourses })
    .from(planItems)
    .leftJoin(
      planCourses,
      and(eq(planCourses.planId, planItems.planId), eq(planCourses.courseId, planItems.courseId)),
    )
    .where(and(inArray(planItems.planId, ids), between(planItems.date, range.from, range.to)));
  const courses = new Map<string, PlanCourseRow>();
  for (const { course } of rows)
    if (course) courses.set(`${course.planId} ${course.courseId}`, course);
  const items = rows.map((row) => row.item);
  return planRows.map((plan) => storedPlan(plan, [...courses.values()], items, now));
}

/**
 * The caller's plan with only the items of `range` (a month or a week whose days are known before
 * the plan is read): the plan, its items and their courses in one query, as a calendar is read on
 * every visit. An id that is not the caller's plan answers planNotFound, as `ownPlan` does.
 */
export async function ownPlanDays(
  db: Db,
  userId: string,
  planId: string,
  range: DayRange,
  now = new Date(),
): Promise<StoredPlan> {
  if (!isRowId(planId)) throw new AppError('planNotFound');
  const rows = await db
    .select({ plan: plans, item: planItems, course: planCourses })
    .from(plans)
    .leftJoin(
      planItems,
      and(eq(planItems.planId, plans.id), between(planItems.date, range.from, range.to)),
    )
    .leftJoin(
      planCourses,
      and(eq(planCourses.planId, planItems.planId), eq(planCourses.courseId, planItems.courseId)),
    )
    .where(and(eq(plans.id, planId), eq(plans.userId, userId)));
  const plan = rows[0]?.plan;
  if (!plan) throw new AppError('planNotFound');
  const courses = new Map<string, PlanCourseRow>();
  const items: PlanItemRow[] = [];
  for (const row of rows) {
    if (row.course) courses.set(row.course.courseId, row.course);
    if (row.item) items.push(row.item);
  }
  return storedPlan(plan, [...courses.values()], items, now);
}

function storedPlan(
  plan: PlanRow,
  courses: readonly PlanCourseRow[],
  items: readonly PlanItemRow[],
  now: Date,
): StoredPlan {
  const own = courses
    .filter((course) => course.planId === plan.id)
    .sort((a, b) => a.position - b.position);
  return {
    plan,
    courses: own,
    items: sortItems(
      items.filter((item) => item.planId === plan.id),
      own,
    ),
    today: todayOf(plan, now),
  };
}

/** A day lists its items in the plan's course order, each course in its lessons' order. */
function sortItems(items: PlanItemRow[], courses: readonly PlanCourseRow[]) {
  const order = new Map(courses.map((course) => [course.courseId, course.position]));
  return items.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (order.get(a.courseId) ?? 0) - (order.get(b.courseId) ?? 0) ||
      a.position - b.position,
  );
}

/** An item as the engine reads it; the day it was done is the learner's, in the plan's zone. */
export function engineItem(plan: Pick<PlanRow, 'timeZone'>, row: PlanItemRow): EngineItem {
  return {
    id: row.id,
    courseId: row.courseId,
    position: row.position,
    date: row.date,
    missedOn: row.missedOn,
    doneOn: row.doneAt ? dateIn(plan.timeZone, row.doneAt) : null,
  };
}

/** Writes the new days of moved items in one statement. */
export async function writeItemDays(db: Db, moved: readonly EngineItem[]) {
  if (moved.length === 0) return;
  const values = sql.join(
    moved.map((item) => sql`(${item.id}::uuid, ${item.date}::date, ${item.missedOn}::date)`),
    sql`, `,
  );
  await db.execute(sql`update ${planItems} set date = v.day, missed_on = v.missed
    from (values ${values}) as v(id, day, missed) where ${planItems.id} = v.id`);
}

/** Marks a plan completed when nothing is left, or running again when an item was added. */
export async function settleState(db: Db, planId: string) {
  await db.execute(sql`update ${plans} set
      state = case when state = 'draft' then 'draft'
                   when exists (select 1 from ${planItems} i where i.plan_id = ${planId}
                                  and i.done_at is null) then 'running'
                   else 'completed' end,
      completed_at = case when state <> 'draft' and not exists (select 1 from ${planItems} i
                            where i.plan_id = ${planId} and i.done_at is null)
                          then coalesce(completed_at, now()) else null end,
      updated_at = now()
    where id = ${planId}`);
}

/**
 * Serialises the writes that look across a learner's plans (the plan count, a course in one
 * unfinished plan only) until the transaction ends, so two tabs cannot both pass the checks.
 */
export async function lockLearnerPlans(db: Db, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`plans:${userId}`}, 0))`);
}
