import { and, asc, between, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { createSession, hashToken } from '@qiao/server/src/modules/auth/sessions';
import { sessions } from '@qiao/server/src/modules/auth/tables';
import {
  classContents,
  classHours,
  courseChapters,
  courses,
  courseSemesters,
} from '@qiao/server/src/modules/catalogue/tables';
import { monthViewOf } from '@qiao/server/src/modules/plans/rules/calendar-dates';
import { planItems, plans } from '@qiao/server/src/modules/plans/tables';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';
import { users } from '@qiao/server/src/modules/users/tables';
import { runSeeds } from '@qiao/server/src/platform/seed/run-seeds';
import { openEmbeddedQiao } from './embedded-qiao';
import { pairedMedians } from './median';
import { planOf } from './query-plan';
import { printRatioTable } from './ratio-table';
import { signedInPost } from './signed-in-post';

const CHAPTERS = 10;
const HOURS_PER_CHAPTER = 30;
const TIME_ZONE = 'Asia/Riyadh';
/**
 * A calendar read takes a few milliseconds: 30 rounds end while the JIT is still compiling both
 * sides (the median moved 1.3–2.1× between runs), so both are timed in turns over as many rounds as a
 * running server answers in a couple of seconds. BENCH_ROUNDS still overrides it.
 */
const CALL_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

/** A course of 300 class hours, published to everyone: what a long plan is made from. */
async function longCourse(db: Awaited<ReturnType<typeof openEmbeddedQiao>>['db']) {
  const [course] = await db
    .insert(courses)
    .values({ slug: 'bench-long-course', title: { ar: 'دورة طويلة', zh: '长课程', en: 'Long' } })
    .returning({ id: courses.id });
  const [semester] = await db
    .insert(courseSemesters)
    .values({ courseId: course!.id, title: { zh: '第一学期' } })
    .returning({ id: courseSemesters.id });
  for (let chapter = 0; chapter < CHAPTERS; chapter++) {
    const [row] = await db
      .insert(courseChapters)
      .values({ semesterId: semester!.id, title: { zh: `第${chapter + 1}章` }, position: chapter })
      .returning({ id: courseChapters.id });
    const hours = await db
      .insert(classHours)
      .values(
        Array.from({ length: HOURS_PER_CHAPTER }, (_, hour) => ({
          chapterId: row!.id,
          title: { ar: `الدرس ${hour + 1}`, zh: `第${hour + 1}课` },
          position: hour,
        })),
      )
      .returning({ id: classHours.id });
    // A class hour with nothing in it counts as finished: each gets a five-minute video.
    await db.insert(classContents).values(
      hours.map((hour) => ({
        classHourId: hour.id,
        kind: 'video' as const,
        title: { zh: '视频' },
        durationSeconds: 300,
      })),
    );
  }
  return course!.id;
}

/** Today's date in the learner's zone, and the month `months` later with the days its view shows. */
function dates(months: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const [year, number] = today.split('-').map(Number) as [number, number];
  const later = new Date(Date.UTC(year, number - 1 + months, 1));
  const month = later.toISOString().slice(0, 7);
  return { today, month, ...monthViewOf(month) };
}

/**
 * `npm run bench -- plans`: a learner's plan of 300 class hours (5 days a week, 2 a day: about
 * seven months), and one of its full months read as the learning calendar reads it
 * (getMyPlanCalendar), beside the bare SQL that month needs: the caller's session, the plan's
 * row, and the items of the month view's six weeks with their class hours' titles through the (plan, date) index.
 */
export async function benchPlans() {
  const qiao = await openEmbeddedQiao('plans');
  const db = qiao.db;
  await runSeeds(db, qiao.modules.referenceSeeds, pino({ level: 'silent' }));
  const courseId = await longCourse(db);
  const learner = await upsertUserFromIdentity(db, {
    issuer: 'bench',
    subject: 'planner',
    name: 'ليلى',
    email: undefined,
  });
  const session = await createSession(db, learner.id, 'bench', { ttlMs: 3600_000 });
  await qiao.listen();

  const post = signedInPost(qiao.url, session.token);

  const { today, month, from, to } = dates(2);
  const plan = await post<{ id: string }>('/api/PlanNew/createPlan', {
    daysPerWeek: 5,
    startDate: today,
    timeZone: TIME_ZONE,
    courses: [{ courseId, dailyLoad: 2 }],
  });
  const calendar = await post<{ days: { items: unknown[] }[] }>('/api/PlanNew/getMyPlanCalendar', {
    planId: plan.id,
    month,
  });
  const shown = calendar.days.reduce((sum, day) => sum + day.items.length, 0);
  if (shown === 0) throw new Error(`the plan has no items in ${month}`);

  const callerSession = db
    .select()
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(session.token)));
  const ownPlan = db
    .select()
    .from(plans)
    .where(and(eq(plans.id, plan.id), eq(plans.userId, learner.id)));
  const monthItems = db
    .select({ item: planItems, title: classHours.title })
    .from(planItems)
    .innerJoin(classHours, eq(classHours.id, planItems.classHourId))
    .where(and(eq(planItems.planId, plan.id), between(planItems.date, from, to)))
    .orderBy(asc(planItems.date), asc(planItems.position));

  const timed = await pairedMedians(
    () => post('/api/PlanNew/getMyPlanCalendar', { planId: plan.id, month }),
    async () => {
      await callerSession;
      await ownPlan;
      await monthItems;
    },
    CALL_ROUNDS,
  );
  const rows = [
    {
      name: `calendar month, ${shown} of 300 items (getMyPlanCalendar)`,
      ...timed,
      baselinePlan: await planOf(db, callerSession.getSQL(), ownPlan.getSQL(), monthItems.getSQL()),
    },
  ];
  await qiao.close();
  console.log(`\nQiao study plans, a plan of 300 class hours, median of ${CALL_ROUNDS} runs`);
  printRatioTable(rows, { figure: 'ms', baseline: 'bare SQL' });
}
