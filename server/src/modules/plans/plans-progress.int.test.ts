import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { PlanItem, PlanSummary, PlanWeekResult } from '@qiao/contracts/plans';
import type { SeriesPlan } from '@qiao/contracts/plans-new';
import { createSession } from '../auth/sessions';
import { classContents } from '../catalogue/tables';
import { catalogueClient, type CatalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { learningRecords } from '../learning/tables';
import { createLocalUser } from '../users';
import { plansDemoStep } from './demo-seed';
import { addDays, daysBetween, weekStartOf } from './rules/calendar-dates';
import { SETTLE_WEEKS_JOB, settleDueWeeks } from './settle-weeks';
import { seriesPlanCourses, seriesPlans } from './tables';
import { itemRows, makePlan, movePlanBack, newLearner, planSuite, today } from './plans-test-setup';

/**
 * A plan kept by what happens outside it: the player finishing class hours, the weekly job, the
 * calendar feed; and the plans one joins (series) and the demo's.
 */
const suite = planSuite();

const db = () => suite.server.testDatabase.database.db;

async function detail(client: CatalogueClient, planId: string) {
  const answer = await client.post<{ items: PlanItem[] }>('/api/PlanNew/getPlanCourseDetail', {
    planId,
  });
  return answer.data.items;
}

/** The learner opens every content of a class hour and watches its video through. */
async function finishInPlayer(client: CatalogueClient, userId: string, hourId: string) {
  const contents = await db()
    .select()
    .from(classContents)
    .where(eq(classContents.classHourId, hourId));
  // Documents first: a class hour is done once its video, the last content opened, is watched.
  contents.sort((a, b) => (a.kind === 'video' ? 1 : 0) - (b.kind === 'video' ? 1 : 0));
  for (const item of contents) {
    await client.post('/api/muke/saveMukeRecordContent', { contentId: item.id });
    if (item.kind !== 'video') continue;
    // As if the video had played for 20 s since it was opened.
    await db()
      .update(learningRecords)
      .set({ lastReportAt: sql`${learningRecords.lastReportAt} - make_interval(secs => 20)` })
      .where(and(eq(learningRecords.userId, userId), eq(learningRecords.contentId, item.id)));
    const report = await client.post<{ classHourDone: boolean }>('/api/user/updateLearningRecord', {
      contentId: item.id,
      currentTime: 12,
      watched: [[0, 12]],
    });
    expect(report.data.classHourDone).toBe(true);
  }
}

describe('learning drives the plan', () => {
  it("marks today's item done and a past one done late when the class hour is finished", async () => {
    const { client, userId } = await newLearner(suite.server, 'Player');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    await movePlanBack(suite.server, plan.id, 1);
    const hours = suite.content.trees.yct.hourIds;
    await finishInPlayer(client, userId, hours[0]!);
    await finishInPlayer(client, userId, hours[1]!);
    const items = await detail(client, plan.id);
    expect(items.map((item) => [item.date, item.status])).toEqual([
      [addDays(today(), -1), 'doneLate'],
      [today(), 'done'],
      [addDays(today(), 1), 'upcoming'],
      [addDays(today(), 2), 'upcoming'],
      [addDays(today(), 3), 'upcoming'],
      [addDays(today(), 4), 'upcoming'],
    ]);
  });

  it('completes the plan when its last class hour is finished', async () => {
    const { client, userId } = await newLearner(suite.server, 'Finisher');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [
        {
          courseId: suite.yct(),
          dailyLoad: 3,
          classHourIds: suite.content.trees.yct.hourIds.slice(3),
        },
      ],
    });
    for (const hour of suite.content.trees.yct.hourIds.slice(3))
      await finishInPlayer(client, userId, hour);
    const done = await client.post<PlanSummary>('/api/Plan/getPlan', { planId: plan.id });
    expect(done.data).toMatchObject({ state: 'completed', doneItems: 3 });
    expect(done.data.completedAt).not.toBeNull();
    const completed = await client.post<{ total: number }>('/api/PlanNew/myPlanList', {
      state: 'completed',
    });
    expect(completed.data.total).toBe(1);
  });
});

describe('settling natural weeks', () => {
  it('is a recurring job of the plans module', () => {
    expect(suite.server.modules.recurringJobs.map((job) => job.kind)).toContain(SETTLE_WEEKS_JOB);
  });

  it('writes each ended week once and carries unfinished items forward, never earlier', async () => {
    const { client } = await newLearner(suite.server, 'Weekly');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const [first] = await itemRows(suite.server, plan.id);
    await client.post('/api/PlanNew/finishResource', { planId: plan.id, itemId: first!.id });
    // Its first day goes back to a Monday three weeks ago, whatever today is, so its six items
    // share one ended week (from a Sunday, that week would hold the one done item alone).
    const firstDay = addDays(weekStartOf(today()), -21);
    await movePlanBack(suite.server, plan.id, daysBetween(firstDay, today()));
    const { settled } = await settleDueWeeks(db());
    expect(settled).toBeGreaterThanOrEqual(1);
    expect((await settleDueWeeks(db())).settled).toBe(0);

    const week = await client.post<{ result: PlanWeekResult | null }>(
      '/api/PlanNew/getPlanCourseDetailWeek',
      { planId: plan.id, date: firstDay },
    );
    expect(week.data.result).toMatchObject({ done: 1, completed: false });
    const items = await detail(client, plan.id);
    expect(items[0]!.status).toBe('done');
    for (const item of items.slice(1)) {
      expect(item.date >= today()).toBe(true);
      expect(item.missedOn).not.toBeNull();
    }
    expect(items.slice(1).map((item) => item.status)).toEqual([
      'today',
      'postponed',
      'postponed',
      'postponed',
      'postponed',
    ]);
  });
});

describe('series plans', () => {
  beforeAll(async () => {
    const [open] = await db()
      .insert(seriesPlans)
      .values({
        slug: 'yct-open',
        title: { zh: 'YCT 系列', ar: 'سلسلة YCT', en: 'YCT series' },
        description: { zh: '每天两课时', ar: 'حصتان يوميًا', en: 'Two a day' },
        daysPerWeek: 5,
        position: 1,
      })
      .returning();
    const [forClass] = await db()
      .insert(seriesPlans)
      .values({
        slug: 'class-series',
        title: { zh: '班级系列', ar: 'سلسلة الصف', en: 'Class series' },
        description: { zh: '', ar: '', en: '' },
        daysPerWeek: 3,
        position: 2,
      })
      .returning();
    await db()
      .insert(seriesPlanCourses)
      .values([
        { seriesPlanId: open!.id, courseId: suite.yct(), dailyLoad: 2, position: 0 },
        { seriesPlanId: forClass!.id, courseId: suite.content.courses.classOnly.id, dailyLoad: 1 },
      ]);
  });

  it('offers only the series whose courses the learner may see', async () => {
    const outsider = await suite.viewers.outsider.post<{ list: SeriesPlan[]; total: number }>(
      '/api/PlanNew/getSeriesPlanList',
      {},
    );
    expect(outsider.data.list.map((series) => series.title)).toEqual(['YCT 系列']);
    expect(outsider.data.list[0]).toMatchObject({
      daysPerWeek: 5,
      totalClassHours: 6,
      weeks: 1,
      joinedPlanId: null,
    });
    const member = await suite.viewers.member.post<{ total: number }>(
      '/api/PlanNew/getSeriesPlanList',
      {},
    );
    expect(member.data.total).toBe(2);
    const hidden = await db()
      .select()
      .from(seriesPlans)
      .where(eq(seriesPlans.slug, 'class-series'));
    const refused = await suite.viewers.outsider.post('/api/PlanNew/getSeriesPlanDetail', {
      seriesPlanId: hidden[0]!.id,
    });
    expect(refused.code).toBe(3718);
  });

  it('joins a series as a plan of the learner, with its days and loads', async () => {
    const { client } = await newLearner(suite.server, 'Joiner');
    const list = await client.post<{ list: SeriesPlan[] }>('/api/PlanNew/getSeriesPlanList', {});
    const series = list.data.list[0]!;
    const plan = await makePlan(client, { seriesPlanId: series.id, daysPerWeek: 7 });
    expect(plan).toMatchObject({
      kind: 'series',
      daysPerWeek: 5,
      seriesPlanId: series.id,
      title: 'YCT 系列',
    });
    expect(plan.courses[0]).toMatchObject({ dailyLoad: 2, totalItems: 6 });
    const detailOf = await client.post<SeriesPlan>('/api/PlanNew/getSeriesPlanDetail', {
      seriesPlanId: series.id,
    });
    expect(detailOf.data.joinedPlanId).toBe(plan.id);
    const unknown = await client.post('/api/PlanNew/createPlan', {
      seriesPlanId: '00000000-0000-4000-8000-000000000000',
      daysPerWeek: 5,
      startDate: today(),
    });
    expect(unknown.code).toBe(3718);
  });
});

describe('the calendar feed', () => {
  it('serves the plan at a secret address that can be renewed and revoked', async () => {
    const { client } = await newLearner(suite.server, 'Feed');
    await makePlan(client, { daysPerWeek: 7, courses: [{ courseId: suite.yct(), dailyLoad: 2 }] });
    const feed = await client.post<{ url: string }>('/api/PlanNew/getCalendarFeed', {});
    const same = await client.post<{ url: string }>('/api/PlanNew/getCalendarFeed', {});
    expect(same.data.url).toBe(feed.data.url);
    const read = (url: string) => fetch(`${suite.server.baseUrl}${new URL(url).pathname}?lang=zh`);
    const answer = await read(feed.data.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    const text = await answer.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain(`DTSTART;VALUE=DATE:${today().replaceAll('-', '')}`);
    expect(text).toContain('课时1.1');

    const renewed = await client.post<{ url: string }>('/api/PlanNew/getCalendarFeed', {
      renew: true,
    });
    expect(renewed.data.url).not.toBe(feed.data.url);
    expect((await read(feed.data.url)).status).toBe(404);
    expect((await read(renewed.data.url)).status).toBe(200);
    expect((await client.post('/api/PlanNew/revokeCalendarFeed', {})).data).toEqual({
      revoked: true,
    });
    expect((await read(renewed.data.url)).status).toBe(404);
    expect((await fetch(`${suite.server.baseUrl}/api/plan-feed/nothing.ics`)).status).toBe(404);
  });
});

describe('the demo plans', () => {
  it('give the demo student a running YCT plan with days done, one done late, one postponed', async () => {
    const student = await createLocalUser(db(), {
      email: 'student@qiao.example',
      name: 'ليلى أحمد',
      password: 'Demo-password-2026',
      role: 'student',
    });
    await db().transaction((tx) => plansDemoStep().run(tx));
    const session = await createSession(db(), student.id, 'test', { ttlMs: 3600_000 });
    const client = catalogueClient(suite.server, `qiao_session=${session.token}`);
    const plans = await client.post<{ list: PlanSummary[] }>('/api/PlanNew/myPlanList', {});
    expect(plans.data.list).toHaveLength(1);
    const plan = plans.data.list[0]!;
    expect(plan).toMatchObject({ state: 'running', kind: 'exam', timeZone: 'Asia/Riyadh' });
    const statuses = (await detail(client, plan.id)).map((item) => item.status);
    expect(statuses.filter((status) => status === 'done').length).toBeGreaterThan(1);
    expect(statuses.filter((status) => status === 'doneLate')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'postponed')).toHaveLength(1);
    const series = await client.post<{ total: number }>('/api/PlanNew/getSeriesPlanList', {});
    // The two demo series beside the two this file made.
    expect(series.data.total).toBe(3);
  });
});
