import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { PLAN_LIMITS, type PlanKind, type PlanSummary } from '@qiao/contracts/plans';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { chooseResources, type ChosenCourse } from './course-resources';
import { answerPlan } from './plan-reads';
import { loadPlan, lockLearnerPlans, ownPlan, settleState } from './plan-store';
import { relayPlan } from './relay';
import { dateIn, type LocalDate } from './rules/calendar-dates';
import { layDates } from './rules/layout';
import {
  checkDaysPerWeek,
  checkNotTooFar,
  checkResourceCount,
  checkStartDate,
} from './rules/settings-rules';
import { seriesCoursesFor } from './series';
import { planCourses, planItems, plans } from './tables';

/**
 * Making plans: at once (new planner, a series plan joined, an exam plan), or in steps (old
 * planner: a draft, its courses, then createStudy). Every plan is written in one transaction.
 */

interface Settings {
  title?: string | undefined;
  daysPerWeek: number;
  startDate: LocalDate;
  timeZone: string;
}

function checkSettings(settings: Settings, now: Date) {
  const today = dateIn(settings.timeZone, now);
  return {
    daysPerWeek: checkDaysPerWeek(settings.daysPerWeek),
    startDate: checkStartDate(settings.startDate, today),
    today,
  };
}

/** Refuses a learner's plan beyond the most allowed. */
async function checkPlanCount(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(plans).where(eq(plans.userId, userId));
  if ((row?.n ?? 0) >= PLAN_LIMITS.maxPlansPerUser)
    throw new AppError('planTooMany', { max: PLAN_LIMITS.maxPlansPerUser });
}

/** A course may sit in one unfinished plan of the learner at a time. */
export async function checkCoursesFree(
  db: Db,
  userId: string,
  courseIds: readonly string[],
  exceptPlanId?: string,
) {
  if (courseIds.length === 0) return;
  const taken = await db
    .select({ courseId: planCourses.courseId })
    .from(planCourses)
    .innerJoin(plans, eq(plans.id, planCourses.planId))
    .where(
      and(
        eq(plans.userId, userId),
        inArray(plans.state, ['draft', 'running']),
        inArray(planCourses.courseId, [...courseIds]),
        exceptPlanId ? ne(plans.id, exceptPlanId) : undefined,
      ),
    )
    .limit(1);
  if (taken.length > 0) throw new AppError('planCourseAlreadySet');
}

/** Adds a course and its chosen hours to a plan, laid from `from` (items it has stay). */
export async function insertCourse(
  db: Db,
  plan: { id: string; userId: string; daysPerWeek: number },
  course: ChosenCourse,
  position: number,
  from: LocalDate,
) {
  await db
    .insert(planCourses)
    .values({ planId: plan.id, courseId: course.courseId, dailyLoad: course.dailyLoad, position })
    .onConflictDoUpdate({
      target: [planCourses.planId, planCourses.courseId],
      set: { dailyLoad: course.dailyLoad, position },
    });
  if (course.hours.length === 0) return;
  const dates = layDates(
    course.hours.length,
    course.dailyLoad,
    from,
    checkDaysPerWeek(plan.daysPerWeek),
  );
  await db
    .insert(planItems)
    .values(
      course.hours.map((hour, index) => ({
        planId: plan.id,
        userId: plan.userId,
        courseId: course.courseId,
        resourceKind: hour.kind,
        classHourId: hour.classHourId,
        catalogueItemId: hour.catalogueItemId,
        position: hour.position,
        date: dates[index]!,
      })),
    )
    .onConflictDoNothing();
}

export async function createPlan(
  db: Db,
  userId: string,
  input: Settings & {
    courses: {
      courseId: string;
      dailyLoad: number;
      classHourIds?: string[] | undefined;
      itemIds?: string[] | undefined;
    }[];
    seriesPlanId?: string | undefined;
    examDate?: string | undefined;
  },
  language: Language,
  now = new Date(),
): Promise<PlanSummary> {
  let kind: PlanKind = 'custom';
  let settings: Settings = input;
  let courses = input.courses;
  let seriesPlanId: string | null = null;
  if (input.seriesPlanId) {
    const series = await seriesCoursesFor(db, userId, input.seriesPlanId, language);
    kind = 'series';
    seriesPlanId = series.id;
    settings = { ...input, daysPerWeek: series.daysPerWeek, title: input.title || series.title };
    courses = series.courses;
  }
  const { daysPerWeek, startDate, today } = checkSettings(settings, now);
  if (input.examDate) {
    if (input.examDate <= startDate) throw new AppError('planExamDateInvalid');
    checkNotTooFar(input.examDate, today);
    if (kind === 'custom') kind = 'exam';
  }
  const chosen = await chooseResources(db, userId, courses);
  checkResourceCount(chosen.reduce((sum, course) => sum + course.hours.length, 0));
  const planId = await db.transaction(async (tx) => {
    await lockLearnerPlans(tx, userId);
    await checkPlanCount(tx, userId);
    await checkCoursesFree(
      tx,
      userId,
      chosen.map((course) => course.courseId),
    );
    const [plan] = await tx
      .insert(plans)
      .values({
        userId,
        title: settings.title ?? '',
        kind,
        state: 'running',
        daysPerWeek,
        startDate,
        examDate: input.examDate ?? null,
        timeZone: settings.timeZone,
        seriesPlanId,
      })
      .returning();
    for (const [index, course] of chosen.entries())
      await insertCourse(tx, plan!, course, index + 1, startDate);
    return plan!.id;
  });
  return answerPlan(db, userId, planId, language);
}

/** Old planner: a draft with its days; courses come next ("class hours must be added first"). */
export async function createDraft(
  db: Db,
  userId: string,
  input: Settings,
  language: Language,
  now = new Date(),
): Promise<PlanSummary> {
  const { daysPerWeek, startDate } = checkSettings(input, now);
  const planId = await db.transaction(async (tx) => {
    await lockLearnerPlans(tx, userId);
    await checkPlanCount(tx, userId);
    const [plan] = await tx
      .insert(plans)
      .values({
        userId,
        title: input.title ?? '',
        kind: 'custom',
        state: 'draft',
        daysPerWeek,
        startDate,
        timeZone: input.timeZone,
      })
      .returning();
    return plan!.id;
  });
  return answerPlan(db, userId, planId, language);
}

/** Old planner: lays a draft out on its study days and starts it. */
export async function createStudy(
  db: Db,
  userId: string,
  planId: string,
  language: Language,
  now = new Date(),
): Promise<PlanSummary> {
  await db.transaction(async (tx) => {
    const plan = await ownPlan(tx, userId, planId, true);
    if (plan.state !== 'draft') throw new AppError('planAlreadyStarted');
    const stored = await loadPlan(tx, plan, now);
    if (stored.courses.length === 0) throw new AppError('planNoCourses');
    checkResourceCount(stored.items.length);
    // A draft made on an earlier day starts today at the earliest.
    const startDate = plan.startDate < stored.today ? stored.today : plan.startDate;
    await tx
      .update(plans)
      .set({ state: 'running', startDate, updatedAt: now })
      .where(eq(plans.id, plan.id));
    await relayPlan(tx, { ...stored, plan: { ...plan, startDate } }, 'canonical');
    await settleState(tx, plan.id);
  });
  return answerPlan(db, userId, planId, language);
}
