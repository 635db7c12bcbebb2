import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import type { PageRequest } from '@qiao/contracts/pagination';
import { pageWindow } from '@qiao/contracts/pagination';
import type { SeriesPlan } from '@qiao/contracts/plans-new';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { imageUrl, isRowId } from '../catalogue';
import { checkDaysPerWeek } from './rules/settings-rules';
import { visibleOutlines } from './course-resources';
import { plans, seriesPlanCourses, seriesPlans } from './tables';

/**
 * Pre-made series plans: courses and daily loads chosen by the editors, joined as a plan of the
 * learner's own. A series is offered only when the learner may see every one of its courses.
 */

type SeriesRow = typeof seriesPlans.$inferSelect;

async function coursesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(seriesPlanCourses)
    .where(inArray(seriesPlanCourses.seriesPlanId, [...ids]))
    .orderBy(asc(seriesPlanCourses.position));
}

async function presentSeries(
  db: Db,
  userId: string,
  rows: readonly SeriesRow[],
  language: Language,
): Promise<SeriesPlan[]> {
  const links = await coursesOf(
    db,
    rows.map((row) => row.id),
  );
  const outlines = await visibleOutlines(
    db,
    userId,
    links.map((link) => link.courseId),
  );
  const joined = rows.length
    ? await db
        .select({ id: plans.id, seriesPlanId: plans.seriesPlanId })
        .from(plans)
        .where(
          and(
            eq(plans.userId, userId),
            eq(plans.state, 'running'),
            inArray(
              plans.seriesPlanId,
              rows.map((row) => row.id),
            ),
          ),
        )
    : [];
  const shown: SeriesPlan[] = [];
  for (const row of rows) {
    const own = links.filter((link) => link.seriesPlanId === row.id);
    if (own.length === 0 || own.some((link) => !outlines.has(link.courseId))) continue;
    const courses = own.map((link) => ({
      courseId: link.courseId,
      title: pickText(outlines.get(link.courseId)!.title, language),
      dailyLoad: link.dailyLoad,
      classHours: outlines.get(link.courseId)!.hours.length,
    }));
    const daysPerWeek = checkDaysPerWeek(row.daysPerWeek);
    // Courses run side by side, so the longest one decides the length.
    const studyDays = Math.max(
      ...courses.map((course) => Math.ceil(course.classHours / course.dailyLoad)),
    );
    shown.push({
      id: row.id,
      title: pickText(row.title, language),
      description: pickText(row.description, language),
      cover: imageUrl(outlines.get(own[0]!.courseId)!.coverKey),
      daysPerWeek,
      totalClassHours: courses.reduce((sum, course) => sum + course.classHours, 0),
      weeks: Math.ceil(studyDays / daysPerWeek),
      courses,
      joinedPlanId: joined.find((plan) => plan.seriesPlanId === row.id)?.id ?? null,
    });
  }
  return shown;
}

/**
 * A page of series plans. The few the editors make are read whole and filtered by visibility
 * before paging, so every page is full.
 */
export async function seriesPlanPage(
  db: Db,
  userId: string,
  language: Language,
  paging: PageRequest,
) {
  const rows = await db
    .select()
    .from(seriesPlans)
    .orderBy(asc(seriesPlans.position), asc(seriesPlans.slug));
  const visible = await presentSeries(db, userId, rows, language);
  const { limit, offset } = pageWindow(paging);
  return { list: visible.slice(offset, offset + limit), total: visible.length };
}

export async function seriesPlanDetail(
  db: Db,
  userId: string,
  seriesPlanId: string,
  language: Language,
): Promise<SeriesPlan> {
  if (!isRowId(seriesPlanId)) throw new AppError('planSeriesNotFound');
  const rows = await db.select().from(seriesPlans).where(eq(seriesPlans.id, seriesPlanId));
  const [shown] = await presentSeries(db, userId, rows, language);
  if (!shown) throw new AppError('planSeriesNotFound');
  return shown;
}

/** What joining a series makes: its days and its courses with their loads. */
export async function seriesCoursesFor(
  db: Db,
  userId: string,
  seriesPlanId: string,
  language: Language,
) {
  const series = await seriesPlanDetail(db, userId, seriesPlanId, language);
  return {
    id: series.id,
    title: series.title,
    daysPerWeek: series.daysPerWeek,
    courses: series.courses.map((course) => ({
      courseId: course.courseId,
      dailyLoad: course.dailyLoad,
    })),
  };
}

/** How many series plans exist (the demo seed checks it). */
export async function seriesPlanCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(seriesPlans);
  return row?.n ?? 0;
}
