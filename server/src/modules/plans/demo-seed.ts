import { and, eq, inArray } from 'drizzle-orm';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import type { SeedStep } from '../../platform/seed/run-seeds';
import { courseOutlines, courses } from '../catalogue';
import { localUserByEmail } from '../users';
import { addDays, dateIn, weekStartOf } from './rules/calendar-dates';
import { layDates } from './rules/layout';
import { planCourses, planItems, plans, seriesPlanCourses, seriesPlans } from './tables';

/**
 * Demo plans: two series plans to join, and for the demo student (embedded default only) a YCT
 * plan running since last Monday with days done, one class hour done late and one postponed.
 * Runs after the demo catalogue and accounts (seed/demo-module.ts lists it after them).
 */

const DEMO_STUDENT = 'student@qiao.example';
const TIME_ZONE = 'Asia/Riyadh';

const SERIES = [
  {
    slug: 'yct-1-in-eight-weeks',
    title: {
      ar: 'اختبار YCT 1 في ثمانية أسابيع',
      zh: '八周备考 YCT 1',
      en: 'YCT 1 in eight weeks',
    },
    description: {
      ar: 'حصتان في اليوم، خمسة أيام في الأسبوع، حتى نهاية دورة YCT 1.',
      zh: '每周五天，每天两个课时，学完 YCT 1 课程。',
      en: 'Two class hours a day, five days a week, through the YCT 1 course.',
    },
    daysPerWeek: 5,
    courses: [{ slug: 'yct-1', dailyLoad: 2 }],
  },
  {
    slug: 'hsk-1-and-festivals',
    title: {
      ar: 'HSK 1 مع الأعياد الصينية',
      zh: 'HSK 1 与中国节日',
      en: 'HSK 1 with Chinese festivals',
    },
    description: {
      ar: 'ثلاثة أيام في الأسبوع: حصة من HSK 1 وحصة عن الأعياد كل يوم.',
      zh: '每周三天，每天一个 HSK 1 课时和一个节日文化课时。',
      en: 'Three days a week: one HSK 1 class hour and one about festivals each day.',
    },
    daysPerWeek: 3,
    courses: [
      { slug: 'hsk-1', dailyLoad: 1 },
      { slug: 'culture-festivals', dailyLoad: 1 },
    ],
  },
] as const;

export function plansDemoStep(now = () => new Date()): SeedStep {
  return {
    name: 'plans-demo',
    run: async (tx) => {
      const slugs = [...new Set(SERIES.flatMap((series) => series.courses.map((c) => c.slug)))];
      const found = await tx
        .select({ id: courses.id, slug: courses.slug })
        .from(courses)
        .where(inArray(courses.slug, slugs));
      const idOf = new Map(found.map((course) => [course.slug, course.id]));
      for (const [position, series] of SERIES.entries()) {
        if (series.courses.some((course) => !idOf.has(course.slug))) continue;
        const [row] = await tx
          .insert(seriesPlans)
          .values({
            slug: series.slug,
            title: series.title,
            description: series.description,
            daysPerWeek: series.daysPerWeek,
            position,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) continue;
        await tx.insert(seriesPlanCourses).values(
          series.courses.map((course, index) => ({
            seriesPlanId: row.id,
            courseId: idOf.get(course.slug)!,
            dailyLoad: course.dailyLoad,
            position: index,
          })),
        );
      }
      const student = await localUserByEmail(tx, DEMO_STUDENT);
      const yct = idOf.get('yct-1');
      if (student && yct) await demoStudentPlan(tx, student.id, yct, now());
    },
  };
}

type Tx = Parameters<SeedStep['run']>[0];

/**
 * Since last Monday, two class hours a day, five days a week: every past day done, one class hour
 * done the day after its day (done late), the last past one left unfinished (postponed); today's
 * and later ones ahead.
 */
async function demoStudentPlan(tx: Tx, userId: string, courseId: string, now: Date) {
  const existing = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.kind, 'exam')));
  if (existing.length > 0) return;
  const outline = (await courseOutlines(tx, { userId }, [courseId])).get(courseId);
  if (!outline || outline.hours.length < PLAN_LIMITS.minResources) return;
  const today = dateIn(TIME_ZONE, now);
  const startDate = addDays(weekStartOf(today), -7);
  const dailyLoad = 2;
  const dates = layDates(outline.hours.length, dailyLoad, startDate, 5);
  const [plan] = await tx
    .insert(plans)
    .values({
      userId,
      title: 'YCT 1',
      kind: 'exam',
      state: 'running',
      daysPerWeek: 5,
      startDate,
      examDate: addDays(dates.at(-1)!, 7),
      timeZone: TIME_ZONE,
    })
    .returning();
  await tx.insert(planCourses).values({ planId: plan!.id, courseId, dailyLoad, position: 1 });
  const past = dates.filter((date) => date < today).length;
  // Noon in Riyadh on a given day is 09:00 UTC.
  const noonOf = (date: string) => new Date(`${date}T09:00:00Z`);
  await tx.insert(planItems).values(
    outline.hours.map((hour, index) => {
      const date = dates[index]!;
      let doneAt: Date | null = null;
      if (index < past - 1) doneAt = noonOf(date);
      // The third class hour was finished a day late.
      if (index === 2 && past > 4) doneAt = noonOf(addDays(date, 1));
      return {
        planId: plan!.id,
        userId,
        courseId,
        classHourId: hour.id,
        position: index + 1,
        date,
        doneAt,
      };
    }),
  );
}
