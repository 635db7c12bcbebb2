import { describe, expect, it } from 'vitest';
import type { PlanItem, PlanSummary } from '@qiao/contracts/plans';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { createPlan } from './create';
import { addDays, dateIn, isoWeekday } from './rules/calendar-dates';
import {
  itemRows,
  makePlan,
  newLearner,
  planCount,
  planSuite,
  today,
  ZONE,
} from './plans-test-setup';

/**
 * The new planner through HTTP (spec §7 `/api/PlanNew/*`): making plans, the bad inputs that
 * change nothing, and another learner's plan ids.
 */
const suite = planSuite();

describe('making a plan', () => {
  it('asks a visitor to log in', async () => {
    for (const path of ['createPlan', 'myPlanList', 'planExist', 'getSeriesPlanList']) {
      const answer = await suite.viewers.visitor.post(`/api/PlanNew/${path}`, {});
      expect(answer.code, path).toBe(401);
    }
  });

  it('lays the class hours of a course onto study days at its daily load, in order', async () => {
    const { client } = await newLearner(suite.server, 'Amina');
    const plan = await makePlan(client, {
      title: 'YCT',
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 2 }],
    });
    expect(plan).toMatchObject({
      state: 'running',
      kind: 'custom',
      daysPerWeek: 7,
      studyWeekdays: [1, 2, 3, 4, 5, 6, 7],
      startDate: today(),
      today: today(),
      totalItems: 6,
      doneItems: 0,
      endDate: addDays(today(), 2),
    });
    expect(plan.courses).toEqual([
      expect.objectContaining({ courseId: suite.yct(), dailyLoad: 2, order: 1, totalItems: 6 }),
    ]);
    const detail = await client.post<{ items: PlanItem[] }>('/api/PlanNew/getPlanCourseDetail', {
      planId: plan.id,
    });
    expect(detail.data.items.map((item) => [item.position, item.date, item.status])).toEqual([
      [1, today(), 'today'],
      [2, today(), 'today'],
      [3, addDays(today(), 1), 'upcoming'],
      [4, addDays(today(), 1), 'upcoming'],
      [5, addDays(today(), 2), 'upcoming'],
      [6, addDays(today(), 2), 'upcoming'],
    ]);
    expect(detail.data.items[0]!.title).toBe('课时1.1');
  });

  it('studies only on the weekdays of 3 days a week', async () => {
    const { client } = await newLearner(suite.server, 'Omar');
    const plan = await makePlan(client, {
      daysPerWeek: 3,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const detail = await client.post<{ items: PlanItem[] }>('/api/PlanNew/getPlanCourseDetail', {
      planId: plan.id,
    });
    for (const item of detail.data.items) expect([1, 3, 5]).toContain(isoWeekday(item.date));
    expect(plan.studyWeekdays).toEqual([1, 3, 5]);
  });

  it.each([
    ['a first day before today', { startDate: addDays(today(), -1) }, 3701],
    ['4 days a week', { daysPerWeek: 4 }, 3702],
    ['0 days a week', { daysPerWeek: 0 }, 3702],
    ['a load of 0', { courses: [{ courseId: 'YCT', dailyLoad: 0 }] }, 3705],
    ['an absurd load', { courses: [{ courseId: 'YCT', dailyLoad: 500 }] }, 3705],
    ['too few resources', { courses: [{ courseId: 'HSK', dailyLoad: 1 }] }, 3703],
    [
      'a course given to a class the learner is not in',
      { courses: [{ courseId: 'CLASS', dailyLoad: 1 }] },
      3706,
    ],
    ['a back-office course', { courses: [{ courseId: 'BACK', dailyLoad: 1 }] }, 3706],
    [
      'a class hour of another course',
      { courses: [{ courseId: 'YCT', dailyLoad: 1, classHourIds: 'BACK_HOUR' }] },
      3704,
    ],
    ['no course', { courses: [] }, 3714],
    ['a date too far ahead', { startDate: addDays(today(), PLAN_LIMITS.maxDaysAhead + 1) }, 3710],
  ] as const)(
    'refuses %s with a translated message and changes nothing',
    async (_what, change, code) => {
      const { client } = await newLearner(suite.server, 'Sara');
      const ids: Record<string, string> = {
        YCT: suite.yct(),
        HSK: suite.hsk(),
        CLASS: suite.content.courses.classOnly.id,
        BACK: suite.content.courses.backOffice.id,
      };
      const courses = (
        'courses' in change ? change.courses : [{ courseId: 'YCT', dailyLoad: 1 }]
      ).map((course) => ({
        ...course,
        courseId: ids[course.courseId]!,
        ...('classHourIds' in course
          ? {
              classHourIds: [
                ...suite.content.trees.yct.hourIds.slice(0, 3),
                suite.content.trees.backOffice.hourIds[0],
              ],
            }
          : {}),
      }));
      for (const language of ['ar', 'zh', 'en']) {
        const answer = await client.post(
          '/api/PlanNew/createPlan',
          { daysPerWeek: 5, startDate: today(), timeZone: ZONE, ...change, courses },
          language,
        );
        expect(answer.code).toBe(code);
        expect(answer.success).toBe(false);
        expect(answer.message).not.toBe('');
      }
      expect(await planCount(client)).toBe(0);
    },
  );

  it('says in Arabic how many resources a plan needs', async () => {
    const { client } = await newLearner(suite.server, 'Huda');
    const answer = await client.post(
      '/api/PlanNew/createPlan',
      { daysPerWeek: 5, startDate: today(), courses: [{ courseId: suite.hsk(), dailyLoad: 1 }] },
      'ar',
    );
    expect(answer.message).toContain(String(PLAN_LIMITS.minResources));
  });

  it('keeps a course in one running plan, and says so before "add to plan"', async () => {
    const { client } = await newLearner(suite.server, 'Yusuf');
    expect((await client.post('/api/PlanNew/planExist', {})).data).toEqual({
      exists: false,
      planId: null,
    });
    const plan = await makePlan(client, {
      daysPerWeek: 5,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    expect((await client.post('/api/PlanNew/planExist', {})).data).toEqual({
      exists: true,
      planId: plan.id,
    });
    expect((await client.post('/api/PlanNew/courseIsSet', { courseId: suite.yct() })).data).toEqual(
      {
        set: true,
        planId: plan.id,
      },
    );
    expect((await client.post('/api/PlanNew/courseIsSet', { courseId: suite.hsk() })).data).toEqual(
      {
        set: false,
        planId: null,
      },
    );
    const again = await client.post('/api/PlanNew/createPlan', {
      daysPerWeek: 5,
      startDate: today(),
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    expect(again.code).toBe(3707);
    expect(await planCount(client)).toBe(1);
  });

  it('leaves out the class hours the learner has finished already', async () => {
    const { client, userId } = await newLearner(suite.server, 'Rania');
    const db = suite.server.testDatabase.database.db;
    const { learningRecords } = await import('../learning/tables');
    const { classContents } = await import('../catalogue/tables');
    const { eq } = await import('drizzle-orm');
    const hour = suite.content.trees.yct.hourIds[1]!;
    const [video] = await db
      .select()
      .from(classContents)
      .where(eq(classContents.classHourId, hour));
    await db.insert(learningRecords).values({
      userId,
      contentId: video!.id,
      classHourId: hour,
      courseId: suite.yct(),
      completedAt: new Date(),
      watchedSeconds: 12,
    });
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    expect(plan.totalItems).toBe(5);
    const rows = await itemRows(suite.server, plan.id);
    expect(rows.map((row) => row.classHourId)).not.toContain(hour);
  });
});

describe("another learner's plan", () => {
  it('is not found on every call that names it, and nothing changes', async () => {
    const owner = await newLearner(suite.server, 'Owner');
    const other = await newLearner(suite.server, 'Other');
    const plan = await makePlan(owner.client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const before = await itemRows(suite.server, plan.id);
    const item = before[0];
    const calls: [string, object][] = [
      ['/api/PlanNew/getPlanCourseDetailWeek', { planId: plan.id }],
      ['/api/PlanNew/resetPeriodDetailData', { planId: plan.id }],
      ['/api/PlanNew/getTotalPeriodCount', { planId: plan.id }],
      [
        '/api/PlanNew/updateResourceTime',
        { planId: plan.id, itemId: item!.id, date: addDays(today(), 3) },
      ],
      ['/api/PlanNew/finishResource', { planId: plan.id, itemId: item!.id }],
      ['/api/PlanNew/getMyPlanCalendar', { planId: plan.id, month: today().slice(0, 7) }],
      [
        '/api/PlanNew/editPlanDetails',
        { planId: plan.id, courses: [{ courseId: suite.hsk(), dailyLoad: 1 }] },
      ],
      ['/api/PlanNew/editPlan', { planId: plan.id, daysPerWeek: 3 }],
      ['/api/PlanNew/getPlanCourseDetail', { planId: plan.id }],
      ['/api/PlanNew/getDayLoad', { planId: plan.id }],
      [
        '/api/PlanNew/editDayLoad',
        { planId: plan.id, courseId: suite.yct(), dailyLoad: 3, confirm: true },
      ],
      ['/api/PlanNew/deletePlan', { planId: plan.id }],
      ['/api/Plan/getPlan', { planId: plan.id }],
      ['/api/Plan/createCourse', { planId: plan.id, courseId: suite.hsk(), dailyLoad: 1 }],
      ['/api/Plan/getCourseList', { planId: plan.id }],
      ['/api/Plan/getHasFinishedCount', { planId: plan.id }],
      ['/api/Plan/createStudy', { planId: plan.id }],
      ['/api/Plan/planEditSort', { planId: plan.id, courseIds: [suite.yct()] }],
      ['/api/Plan/getCalendarData', { planId: plan.id, month: today().slice(0, 7) }],
    ];
    for (const [path, body] of calls) {
      const answer = await other.client.post(path, body, 'en');
      expect(answer.code, path).toBe(3700);
      expect(answer.message, path).toBe('This plan does not exist');
    }
    const mine = await owner.client.post<PlanSummary>('/api/Plan/getPlan', { planId: plan.id });
    expect(mine.data).toMatchObject({ id: plan.id, daysPerWeek: 7, doneItems: 0, totalItems: 6 });
    const after = await itemRows(suite.server, plan.id);
    expect(after.map((row) => [row.date, row.doneAt])).toEqual(
      before.map((row) => [row.date, row.doneAt]),
    );
  });

  it('answers not found for an id that is no id at all', async () => {
    const { client } = await newLearner(suite.server, 'Nobody');
    const answer = await client.post('/api/PlanNew/getDayLoad', { planId: 'not-a-uuid' });
    expect(answer.code).toBe(3700);
  });
});

describe("the learner's today", () => {
  // 20:30 UTC on Sunday 2026-11-29: 23:30 the same day in Riyadh, already 04:30 Monday in Beijing.
  const lateSunday = new Date('2026-11-29T20:30:00Z');

  it('lets Riyadh still start on Sunday while Beijing is on Monday', async () => {
    const riyadh = await newLearner(suite.server, 'Riyadh');
    const beijing = await newLearner(suite.server, 'Beijing');
    const db = suite.server.testDatabase.database.db;
    const settings = {
      daysPerWeek: 7,
      startDate: '2026-11-29',
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    };
    const made = await createPlan(
      db,
      riyadh.userId,
      { ...settings, timeZone: 'Asia/Riyadh' },
      'en',
      lateSunday,
    );
    expect(made.startDate).toBe('2026-11-29');
    await expect(
      createPlan(db, beijing.userId, { ...settings, timeZone: 'Asia/Shanghai' }, 'en', lateSunday),
    ).rejects.toMatchObject({ key: 'planStartInPast' });
    const monday = await createPlan(
      db,
      beijing.userId,
      { ...settings, startDate: '2026-11-30', timeZone: 'Asia/Shanghai' },
      'en',
      lateSunday,
    );
    expect(monday.startDate).toBe('2026-11-30');
  });

  it("answers today in the plan's own zone", async () => {
    const { client } = await newLearner(suite.server, 'Zone');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      timeZone: 'Asia/Shanghai',
      startDate: dateIn('Asia/Shanghai', new Date()),
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    expect(plan.today).toBe(dateIn('Asia/Shanghai', new Date()));
    expect(plan.timeZone).toBe('Asia/Shanghai');
  });
});
