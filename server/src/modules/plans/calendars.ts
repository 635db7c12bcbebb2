import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { readOwnPlan, readOwnPlanDays, rememberedTitlesFor } from './plan-reads';
import {
  engineItem,
  loadPlanDays,
  loadPlans,
  ownPlan,
  todayOf,
  type DayRange,
  type StoredPlan,
} from './plan-store';
import { itemPresenter, presentCourses, presentDays, presentPlan } from './presenter';
import {
  addDays,
  datesFrom,
  daysBetween,
  monthViewOf,
  naturalWeeksOf,
  weekStartOf,
  type LocalDate,
} from './rules/calendar-dates';
import { countStatuses } from './rules/statuses';
import { isRowId } from '../catalogue';
import { planCourses, plans, planWeeks } from './tables';

/** Calendars and detail views of plans: one plan's, or every running plan of the learner's. */

/** The longest range myPlanListCalendarByDates answers (six weeks: a month view). */
const MAX_CALENDAR_DAYS = 42;

/** The learner's running plans, newest first: with every item, or only those of `range`. */
async function runningPlans(db: Db, userId: string, range?: DayRange) {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.state, 'running')))
    .orderBy(desc(plans.createdAt));
  return range ? loadPlanDays(db, rows, range) : loadPlans(db, rows);
}

/** "Today" for answers over several plans: the newest plan's zone (its learner's current one). */
const todayAcross = (stored: readonly StoredPlan[]) =>
  stored[0]?.today ?? todayOf({ timeZone: 'Asia/Riyadh' });

export async function planMonth(
  db: Db,
  userId: string,
  planId: string,
  month: string,
  language: Language,
) {
  const view = monthViewOf(month);
  const { stored, titles } = await readOwnPlanDays(db, userId, planId, view, language);
  return {
    month,
    today: stored.today,
    days: presentDays(datesFrom(view.from, view.to), [stored], stored.today, titles),
  };
}

export async function myMonth(db: Db, userId: string, month: string, language: Language) {
  const view = monthViewOf(month);
  const { today, days } = await myDays(db, userId, view.from, view.to, language);
  return { month, today, days };
}

export async function myDays(
  db: Db,
  userId: string,
  from: LocalDate,
  to: LocalDate,
  language: Language,
) {
  const span = daysBetween(from, to);
  if (span < 0 || span >= MAX_CALENDAR_DAYS)
    throw new AppError('planDateRangeInvalid', { max: MAX_CALENDAR_DAYS });
  const stored = await runningPlans(db, userId, naturalWeeksOf(from, to));
  const titles = await rememberedTitlesFor(db, userId, stored, language);
  const today = todayAcross(stored);
  return { today, days: presentDays(datesFrom(from, to), stored, today, titles) };
}

export async function planWeek(
  db: Db,
  userId: string,
  planId: string,
  date: LocalDate | undefined,
  language: Language,
) {
  const now = new Date();
  // Without a date the week is today's in the plan's zone, which the plan's row tells first.
  const weekStart = weekStartOf(date ?? todayOf(await ownPlan(db, userId, planId), now));
  const weekEnd = addDays(weekStart, 6);
  const week = { from: weekStart, to: weekEnd };
  const { stored, titles } = await readOwnPlanDays(db, userId, planId, week, language, now);
  const [result] = await db
    .select()
    .from(planWeeks)
    .where(and(eq(planWeeks.planId, stored.plan.id), eq(planWeeks.weekStart, weekStart)));
  return {
    weekStart,
    weekEnd,
    today: stored.today,
    days: presentDays(datesFrom(weekStart, weekEnd), [stored], stored.today, titles),
    result: result
      ? {
          weekStart: result.weekStart,
          planned: result.planned,
          done: result.done,
          doneLate: result.doneLate,
          postponed: result.postponed,
          completed: result.completed,
          settledAt: result.settledAt.toISOString(),
        }
      : null,
  };
}

export async function planCourseDetail(
  db: Db,
  userId: string,
  planId: string,
  courseId: string | undefined,
  language: Language,
) {
  const { stored, titles } = await readOwnPlan(db, userId, planId, language);
  const courses = presentCourses(stored, titles);
  const course = courseId ? courses.find((c) => c.courseId === courseId) : courses[0];
  if (!course) throw new AppError('planCourseNotFound');
  const present = itemPresenter(titles);
  const items = stored.items
    .filter((item) => item.courseId === course.courseId)
    .sort((a, b) => a.position - b.position)
    .map((item) => present(stored, item));
  return { course, items };
}

function countsOf(stored: StoredPlan) {
  return countStatuses(
    stored.items.map((item) => engineItem(stored.plan, item)),
    stored.today,
  );
}

export async function periodCounts(db: Db, userId: string, planId: string, language: Language) {
  const { stored } = await readOwnPlan(db, userId, planId, language);
  const counts = countsOf(stored);
  const finished = counts.done + counts.doneLate;
  return {
    total: stored.items.length,
    done: finished,
    doneLate: counts.doneLate,
    postponed: counts.postponed,
    remaining: stored.items.length - finished,
  };
}

export async function unfinishedCount(db: Db, userId: string) {
  const stored = await runningPlans(db, userId);
  let today = 0;
  let postponed = 0;
  for (const plan of stored) {
    const counts = countsOf(plan);
    today += counts.today;
    postponed += counts.postponed;
  }
  return { today, postponed };
}

export async function todayLists(db: Db, userId: string, language: Language) {
  const stored = await runningPlans(db, userId);
  const titles = await rememberedTitlesFor(db, userId, stored, language);
  const present = itemPresenter(titles);
  return {
    list: stored.map((plan) => ({
      ...presentPlan(plan, titles),
      todayItems: plan.items
        .filter((item) => item.date === plan.today)
        .map((item) => present(plan, item)),
    })),
  };
}

export async function myPlanPage(
  db: Db,
  userId: string,
  input: { currentPage: number; pageCount: number; state?: (typeof plans.$inferSelect)['state'] },
  language: Language,
) {
  const where = and(
    eq(plans.userId, userId),
    input.state ? eq(plans.state, input.state) : undefined,
  );
  // A learner keeps at most PLAN_LIMITS.maxPlansPerUser plans: their ids are read whole.
  const all = await db
    .select({ id: plans.id })
    .from(plans)
    .where(where)
    .orderBy(desc(plans.createdAt), desc(plans.id));
  const offset = (input.currentPage - 1) * input.pageCount;
  const pageIds = all.slice(offset, offset + input.pageCount).map((row) => row.id);
  const rows = pageIds.length
    ? await db.select().from(plans).where(inArray(plans.id, pageIds))
    : [];
  rows.sort((a, b) => pageIds.indexOf(a.id) - pageIds.indexOf(b.id));
  const stored = await loadPlans(db, rows);
  const titles = await rememberedTitlesFor(db, userId, stored, language);
  return { list: stored.map((plan) => presentPlan(plan, titles)), total: all.length };
}

/** The newest running plan (planExist) or, for the old planner, the newest running or draft. */
export async function newestPlanId(db: Db, userId: string, states: ('running' | 'draft')[]) {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.userId, userId), inArray(plans.state, states)))
    .orderBy(desc(plans.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The learner's unfinished plan holding a course, if any ("add to plan" on the course page). */
export async function planOfCourse(db: Db, userId: string, courseId: string) {
  if (!isRowId(courseId)) return null;
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .innerJoin(planCourses, eq(planCourses.planId, plans.id))
    .where(
      and(
        eq(plans.userId, userId),
        inArray(plans.state, ['running', 'draft']),
        eq(planCourses.courseId, courseId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
