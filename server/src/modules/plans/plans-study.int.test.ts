import { describe, expect, it } from 'vitest';
import type { PlanDay, PlanItem, PlanSummary } from '@qiao/contracts/plans';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { addDays, isoWeekday } from './rules/calendar-dates';
import {
  itemRows,
  makePlan,
  movePlanBack,
  newLearner,
  planCount,
  planSuite,
  today,
  ZONE,
} from './plans-test-setup';

/**
 * The new planner through HTTP (spec §7 `/api/PlanNew/*`): studying by a plan, daily loads,
 * changes, calendars and exam plans.
 */
const suite = planSuite();

describe('studying by the plan', () => {
  it('finishes items by hand in order, done late when past their day', async () => {
    const { client } = await newLearner(suite.server, 'Khalid');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    await movePlanBack(suite.server, plan.id, 2);
    const rows = await itemRows(suite.server, plan.id);
    const ahead = await client.post(
      '/api/PlanNew/finishResource',
      { planId: plan.id, itemId: rows[1]!.id },
      'en',
    );
    expect(ahead.code).toBe(3709);
    expect(ahead.message).toContain('Class hour 1.1');

    const first = await client.post<PlanItem>('/api/PlanNew/finishResource', {
      planId: plan.id,
      itemId: rows[0]!.id,
    });
    expect(first.data).toMatchObject({ status: 'doneLate', date: addDays(today(), -2) });
    const twice = await client.post('/api/PlanNew/finishResource', {
      planId: plan.id,
      itemId: rows[0]!.id,
    });
    expect(twice.code).toBe(3713);

    const counts = await client.post('/api/PlanNew/getTotalPeriodCount', { planId: plan.id });
    expect(counts.data).toEqual({ total: 6, done: 1, doneLate: 1, postponed: 1, remaining: 5 });
    const unfinished = await client.post('/api/PlanNew/myPlanUnfinishedCount', {});
    expect(unfinished.data).toEqual({ today: 1, postponed: 1 });
  });

  it('postpones missed items to today and later when the plan is reset', async () => {
    const { client } = await newLearner(suite.server, 'Layla');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 2 }],
    });
    await movePlanBack(suite.server, plan.id, 3);
    const reset = await client.post<{ plan: PlanSummary; moves: { from: string; to: string }[] }>(
      '/api/PlanNew/resetPeriodDetailData',
      { planId: plan.id },
    );
    expect(reset.code).toBe(0);
    expect(reset.data.moves).toHaveLength(6);
    for (const move of reset.data.moves) expect(move.to >= today()).toBe(true);
    const detail = await client.post<{ items: PlanItem[] }>('/api/PlanNew/getPlanCourseDetail', {
      planId: plan.id,
    });
    // Every item's day had passed: all are postponed, in order, at two a day from today.
    expect(detail.data.items.map((item) => [item.date, item.status])).toEqual([
      [today(), 'today'],
      [today(), 'today'],
      [addDays(today(), 1), 'postponed'],
      [addDays(today(), 1), 'postponed'],
      [addDays(today(), 2), 'postponed'],
      [addDays(today(), 2), 'postponed'],
    ]);
    expect(detail.data.items.every((item) => item.missedOn !== null)).toBe(true);
  });

  it('moves an item to another day, keeping the lessons in order', async () => {
    const { client } = await newLearner(suite.server, 'Hassan');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const rows = await itemRows(suite.server, plan.id);
    const move = (index: number, date: string) =>
      client.post<PlanItem>('/api/PlanNew/updateResourceTime', {
        planId: plan.id,
        itemId: rows[index]!.id,
        date,
      });
    expect((await move(1, addDays(today(), -1))).code).toBe(3701);
    expect((await move(1, addDays(today(), 3))).code).toBe(3712);
    const moved = await move(1, addDays(today(), 2));
    expect(moved.data).toMatchObject({ date: addDays(today(), 2), status: 'upcoming' });
  });

  it('refuses a rest day for an item', async () => {
    const { client } = await newLearner(suite.server, 'Mona');
    const plan = await makePlan(client, {
      daysPerWeek: 3,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const rows = await itemRows(suite.server, plan.id);
    const last = rows.at(-1)!;
    // The day after the last item's day is never a study day of 3 a week (Mon, Wed, Fri).
    const answer = await client.post('/api/PlanNew/updateResourceTime', {
      planId: plan.id,
      itemId: last.id,
      date: addDays(last.date, 1),
    });
    expect(answer.code).toBe(3711);
  });
});

describe('daily loads', () => {
  it('previews a lower load, moves nothing until confirmed, then pushes hours later', async () => {
    const { client } = await newLearner(suite.server, 'Fatima');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 3 }],
    });
    const before = await itemRows(suite.server, plan.id);
    const preview = await client.post<{
      applied: boolean;
      needsConfirmation: boolean;
      moves: { itemId: string; from: string; to: string }[];
    }>('/api/PlanNew/editDayLoad', { planId: plan.id, courseId: suite.yct(), dailyLoad: 1 });
    expect(preview.data).toMatchObject({ applied: false, needsConfirmation: true });
    expect(preview.data.moves.length).toBeGreaterThan(0);
    expect((await itemRows(suite.server, plan.id)).map((row) => row.date)).toEqual(
      before.map((row) => row.date),
    );
    const loads = await client.post<{ courses: { dailyLoad: number }[] }>(
      '/api/PlanNew/getDayLoad',
      { planId: plan.id },
    );
    expect(loads.data.courses[0]!.dailyLoad).toBe(3);

    const confirmed = await client.post<{ applied: boolean; endDate: string }>(
      '/api/PlanNew/editDayLoad',
      {
        planId: plan.id,
        courseId: suite.yct(),
        dailyLoad: 1,
        confirm: true,
      },
    );
    expect(confirmed.data).toMatchObject({ applied: true, endDate: addDays(today(), 5) });
    const after = await itemRows(suite.server, plan.id);
    after.forEach((row, index) => expect(row.date >= before[index]!.date).toBe(true));

    const raised = await client.post<{
      applied: boolean;
      needsConfirmation: boolean;
      endDate: string;
    }>('/api/PlanNew/editDayLoad', { planId: plan.id, courseId: suite.yct(), dailyLoad: 2 });
    expect(raised.data).toMatchObject({
      applied: true,
      needsConfirmation: false,
      endDate: addDays(today(), 2),
    });
  });

  it.each([0, PLAN_LIMITS.maxDailyLoad + 1, 1000])(
    'refuses a load of %i and keeps the plan',
    async (load) => {
      const { client } = await newLearner(suite.server, `Load ${load}`);
      const plan = await makePlan(client, {
        daysPerWeek: 7,
        courses: [{ courseId: suite.yct(), dailyLoad: 2 }],
      });
      const answer = await client.post('/api/PlanNew/editDayLoad', {
        planId: plan.id,
        courseId: suite.yct(),
        dailyLoad: load,
        confirm: true,
      });
      expect(answer.code).toBe(3705);
      const loads = await client.post<{ courses: { dailyLoad: number }[] }>(
        '/api/PlanNew/getDayLoad',
        { planId: plan.id },
      );
      expect(loads.data.courses[0]!.dailyLoad).toBe(2);
    },
  );
});

describe('changing and reading a plan', () => {
  it('changes days per week and relays from today; refuses 6 days and a past first day', async () => {
    const { client } = await newLearner(suite.server, 'Nadia');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    expect(
      (await client.post('/api/PlanNew/editPlan', { planId: plan.id, daysPerWeek: 6 })).code,
    ).toBe(3702);
    expect(
      (
        await client.post('/api/PlanNew/editPlan', {
          planId: plan.id,
          startDate: addDays(today(), -3),
        })
      ).code,
    ).toBe(3701);
    const edited = await client.post<PlanSummary>('/api/PlanNew/editPlan', {
      planId: plan.id,
      daysPerWeek: 5,
      title: 'خطتي',
    });
    expect(edited.data).toMatchObject({ daysPerWeek: 5, title: 'خطتي' });
    for (const row of await itemRows(suite.server, plan.id))
      expect(isoWeekday(row.date)).toBeLessThanOrEqual(5);
  });

  it('replaces the courses, keeping the minimum of resources', async () => {
    const { client } = await newLearner(suite.server, 'Tariq');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const tooFew = await client.post('/api/PlanNew/editPlanDetails', {
      planId: plan.id,
      courses: [{ courseId: suite.hsk(), dailyLoad: 1 }],
    });
    expect(tooFew.code).toBe(3703);
    expect(await itemRows(suite.server, plan.id)).toHaveLength(6);
    const both = await client.post<PlanSummary>('/api/PlanNew/editPlanDetails', {
      planId: plan.id,
      courses: [
        { courseId: suite.hsk(), dailyLoad: 1 },
        { courseId: suite.yct(), dailyLoad: 2 },
      ],
    });
    expect(
      both.data.courses.map((course) => [course.courseId, course.order, course.totalItems]),
    ).toEqual([
      [suite.hsk(), 1, 2],
      [suite.yct(), 2, 6],
    ]);
    const list = await client.post<{ list: (PlanSummary & { todayItems: PlanItem[] })[] }>(
      '/api/PlanNew/getPlanList',
      {},
    );
    // A day lists its items in the plan's course order.
    expect(list.data.list[0]!.todayItems.map((item) => item.courseId)).toEqual([
      suite.hsk(),
      suite.yct(),
      suite.yct(),
    ]);
  });

  it('draws months, ranges and weeks of the calendar with day statuses', async () => {
    const { client } = await newLearner(suite.server, 'Zaid');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const month = await client.post<{ days: PlanDay[]; today: string }>(
      '/api/PlanNew/getMyPlanCalendar',
      {
        planId: plan.id,
        month: today().slice(0, 7),
      },
    );
    const todays = month.data.days.find((day) => day.date === today())!;
    expect(todays).toMatchObject({ studyDay: true, status: 'remaining' });
    // The month view's six weeks: its last row reaches into the next month, with items there too.
    const shown = month.data.days;
    expect(shown).toHaveLength(42);
    expect(shown[0]!.date <= `${today().slice(0, 7)}-01`).toBe(true);
    expect(new Date(`${shown[0]!.date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(shown[41]!.date > `${today().slice(0, 7)}-31`).toBe(true);
    expect(todays.items).toHaveLength(1);
    const mine = await client.post<{ days: PlanDay[] }>('/api/PlanNew/myPlanListCalendar', {
      month: today().slice(0, 7),
    });
    expect(mine.data.days.find((day) => day.date === today())!.items).toHaveLength(1);
    const range = await client.post<{ days: PlanDay[] }>('/api/PlanNew/myPlanListCalendarByDates', {
      from: today(),
      to: addDays(today(), 6),
    });
    expect(range.data.days.filter((day) => day.items.length > 0)).toHaveLength(6);
    const tooLong = await client.post('/api/PlanNew/myPlanListCalendarByDates', {
      from: today(),
      to: addDays(today(), 60),
    });
    expect(tooLong.code).toBe(3719);
    const week = await client.post<{ days: PlanDay[]; weekStart: string; result: null }>(
      '/api/PlanNew/getPlanCourseDetailWeek',
      { planId: plan.id },
    );
    expect(week.data.days).toHaveLength(7);
    expect(isoWeekday(week.data.weekStart)).toBe(1);
    expect(week.data.result).toBeNull();
  });

  it("shows a month view's neighbouring days with their items", async () => {
    const { client } = await newLearner(suite.server, 'Rania');
    const month = today().slice(0, 7);
    const [year, number] = month.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
    // From the month's last day, every day: the next month's first days, in this month's last
    // rows, hold the following lessons.
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      startDate: lastDay,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const view = await client.post<{ days: PlanDay[] }>('/api/PlanNew/getMyPlanCalendar', {
      planId: plan.id,
      month,
    });
    const nextMonthDay = view.data.days.find((day) => day.date === addDays(lastDay, 1))!;
    expect(nextMonthDay.items).toHaveLength(1);
    expect(nextMonthDay.studyDay).toBe(true);
    const old = await client.post<{ days: PlanDay[] }>('/api/Plan/getCalendarData', {
      planId: plan.id,
      month,
    });
    expect(old.data.days.find((day) => day.date === addDays(lastDay, 1))!.items).toHaveLength(1);
  });

  it('lists my plans by state and deletes one', async () => {
    const { client } = await newLearner(suite.server, 'Salma');
    const plan = await makePlan(client, {
      daysPerWeek: 5,
      courses: [{ courseId: suite.yct(), dailyLoad: 1 }],
    });
    const running = await client.post<{ list: PlanSummary[]; total: number }>(
      '/api/PlanNew/myPlanList',
      {
        state: 'running',
      },
    );
    expect(running.data.total).toBe(1);
    const completed = await client.post<{ total: number }>('/api/PlanNew/myPlanList', {
      state: 'completed',
    });
    expect(completed.data.total).toBe(0);
    expect((await client.post('/api/PlanNew/deletePlan', { planId: plan.id })).data).toEqual({
      planId: plan.id,
    });
    expect(await planCount(client)).toBe(0);
  });
});

describe('exam plans', () => {
  it('proposes the daily load for an exam date, or says it cannot be met', async () => {
    const { client } = await newLearner(suite.server, 'Ibrahim');
    const feasible = await client.post('/api/PlanNew/proposeExamPlan', {
      courseId: suite.yct(),
      examDate: addDays(today(), 4),
      daysPerWeek: 7,
      startDate: today(),
      timeZone: ZONE,
    });
    // Six class hours on the four days before the exam: two a day.
    expect(feasible.data).toMatchObject({
      outcome: 'feasible',
      dailyLoad: 2,
      remainingClassHours: 6,
      studyDays: 4,
      endDate: addDays(today(), 2),
    });
    const tooSoon = await client.post('/api/PlanNew/proposeExamPlan', {
      courseId: suite.yct(),
      examDate: today(),
      daysPerWeek: 7,
      startDate: today(),
    });
    expect(tooSoon.data).toMatchObject({ outcome: 'noStudyDays', dailyLoad: null });
    const exam = await makePlan(client, {
      daysPerWeek: 7,
      examDate: addDays(today(), 4),
      courses: [{ courseId: suite.yct(), dailyLoad: 2 }],
    });
    expect(exam).toMatchObject({ kind: 'exam', examDate: addDays(today(), 4) });
    const before = await client.post('/api/PlanNew/createPlan', {
      daysPerWeek: 7,
      startDate: today(),
      examDate: today(),
      courses: [{ courseId: suite.hsk(), dailyLoad: 1 }],
    });
    expect(before.code).toBe(3720);
  });
});
