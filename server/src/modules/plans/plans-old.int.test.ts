import { describe, expect, it } from 'vitest';
import type { PlanCourse, PlanDay, PlanItemMove, PlanSummary } from '@qiao/contracts/plans';
import { addDays } from './rules/calendar-dates';
import { itemRows, newLearner, planSuite, today, ZONE } from './plans-test-setup';

/**
 * The old planner through HTTP (spec §7 `/api/Plan/*`): a draft, its courses, then the study laid
 * out; on the same engine and tables as the new planner.
 */
/** createCourse's answer: applied or previewed, the moves, the course list. */
interface CourseChange {
  applied: boolean;
  needsConfirmation: boolean;
  moves: PlanItemMove[];
  courses: PlanCourse[];
}

const suite = planSuite();

describe('the old planner', () => {
  it('asks a visitor to log in', async () => {
    for (const path of ['createPlan', 'getPlan', 'createStudy']) {
      expect((await suite.viewers.visitor.post(`/api/Plan/${path}`, {})).code, path).toBe(401);
    }
  });

  it('builds a plan in steps: a draft, its courses in order, then the study', async () => {
    const { client } = await newLearner(suite.server, 'Mariam');
    expect((await client.post('/api/Plan/getPlan', {})).data).toBeNull();
    const draft = await client.post<PlanSummary>('/api/Plan/createPlan', {
      daysPerWeek: 7,
      startDate: today(),
      timeZone: ZONE,
    });
    expect(draft.data).toMatchObject({ state: 'draft', totalItems: 0, endDate: null });
    const planId = draft.data.id;

    const empty = await client.post('/api/Plan/createStudy', { planId }, 'zh');
    expect(empty).toMatchObject({ code: 3714, message: '请先添加课时' });

    const yct = suite.content.courses.yct.id;
    const hsk = suite.content.courses.hsk.id;
    const few = await client.post<{ courses: PlanCourse[] }>('/api/Plan/createCourse', {
      planId,
      courseId: yct,
      dailyLoad: 1,
      classHourIds: suite.content.trees.yct.hourIds.slice(0, 2),
    });
    expect(few.data.courses).toHaveLength(1);
    expect((await client.post('/api/Plan/createStudy', { planId })).code).toBe(3703);
    expect((await client.post<PlanSummary>('/api/Plan/getPlan', { planId })).data.state).toBe(
      'draft',
    );

    await client.post('/api/Plan/createCourse', { planId, courseId: yct, dailyLoad: 2 });
    const withHsk = await client.post<{ courses: PlanCourse[] }>('/api/Plan/createCourse', {
      planId,
      courseId: hsk,
      dailyLoad: 1,
    });
    expect(
      withHsk.data.courses.map((course) => [course.courseId, course.order, course.totalItems]),
    ).toEqual([
      [yct, 1, 6],
      [hsk, 2, 2],
    ]);

    const badSort = await client.post('/api/Plan/planEditSort', { planId, courseIds: [hsk] });
    expect(badSort.code).toBe(3717);
    const twice = await client.post('/api/Plan/planEditSort', { planId, courseIds: [hsk, hsk] });
    expect(twice.code).toBe(3717);
    const sorted = await client.post<{ courses: PlanCourse[] }>('/api/Plan/planEditSort', {
      planId,
      courseIds: [hsk, yct],
    });
    expect(sorted.data.courses.map((course) => course.courseId)).toEqual([hsk, yct]);

    const started = await client.post<PlanSummary>('/api/Plan/createStudy', { planId });
    expect(started.data).toMatchObject({
      state: 'running',
      totalItems: 8,
      endDate: addDays(today(), 2),
    });
    expect((await client.post('/api/Plan/createStudy', { planId })).code).toBe(3723);

    const list = await client.post<{ courses: PlanCourse[] }>('/api/Plan/getCourseList', {
      planId,
    });
    expect(list.data.courses.map((course) => course.dailyLoad)).toEqual([1, 2]);
    expect((await client.post('/api/Plan/getHasFinishedCount', { planId })).data).toEqual({
      finished: 0,
      total: 8,
    });
    const month = await client.post<{ days: PlanDay[] }>('/api/Plan/getCalendarData', {
      planId,
      month: today().slice(0, 7),
    });
    const todays = month.data.days.find((day) => day.date === today())!;
    // Today lists HSK first (the drag-and-drop order), then YCT's two.
    expect(todays.items.map((item) => item.courseId)).toEqual([hsk, yct, yct]);
    expect((await client.post<PlanSummary>('/api/Plan/getPlan', {})).data.id).toBe(planId);
  });

  it('lowers a course load of a running plan only once confirmed, pushing its hours later', async () => {
    const { client } = await newLearner(suite.server, 'Hamza');
    const yct = suite.content.courses.yct.id;
    const draft = await client.post<PlanSummary>('/api/Plan/createPlan', {
      daysPerWeek: 7,
      startDate: today(),
      timeZone: ZONE,
    });
    const planId = draft.data.id;
    await client.post('/api/Plan/createCourse', { planId, courseId: yct, dailyLoad: 3 });
    await client.post('/api/Plan/createStudy', { planId });
    const before = await itemRows(suite.server, planId);

    const preview = await client.post<CourseChange>('/api/Plan/createCourse', {
      planId,
      courseId: yct,
      dailyLoad: 1,
    });
    expect(preview.data).toMatchObject({ applied: false, needsConfirmation: true });
    expect(preview.data.moves.length).toBeGreaterThan(0);
    for (const move of preview.data.moves) {
      expect(move.to > move.from, move.title).toBe(true);
      expect(move.title).not.toBe('');
    }
    expect(preview.data.courses.map((course) => course.dailyLoad)).toEqual([3]);
    // Nothing was written: the same items on the same days, the load as it was.
    expect(await itemRows(suite.server, planId)).toEqual(before);
    const list = await client.post<{ courses: PlanCourse[] }>('/api/Plan/getCourseList', {
      planId,
    });
    expect(list.data.courses.map((course) => course.dailyLoad)).toEqual([3]);

    const confirmed = await client.post<CourseChange>('/api/Plan/createCourse', {
      planId,
      courseId: yct,
      dailyLoad: 1,
      confirm: true,
    });
    expect(confirmed.data).toMatchObject({ applied: true, needsConfirmation: true });
    expect(confirmed.data.moves).toEqual(preview.data.moves);
    expect(confirmed.data.courses[0]).toMatchObject({ dailyLoad: 1, endDate: addDays(today(), 5) });
    const after = await itemRows(suite.server, planId);
    after.forEach((row, index) => expect(row.date >= before[index]!.date).toBe(true));

    const raised = await client.post<CourseChange>('/api/Plan/createCourse', {
      planId,
      courseId: yct,
      dailyLoad: 2,
    });
    expect(raised.data).toMatchObject({ applied: true, needsConfirmation: false });
    expect(raised.data.courses[0]).toMatchObject({ dailyLoad: 2, endDate: addDays(today(), 2) });
  });

  it('lowers a load in a draft at once: nothing is on a day yet', async () => {
    const { client } = await newLearner(suite.server, 'Sara');
    const yct = suite.content.courses.yct.id;
    const draft = await client.post<PlanSummary>('/api/Plan/createPlan', {
      daysPerWeek: 5,
      startDate: today(),
      timeZone: ZONE,
    });
    const planId = draft.data.id;
    await client.post('/api/Plan/createCourse', { planId, courseId: yct, dailyLoad: 3 });
    const lowered = await client.post<CourseChange>('/api/Plan/createCourse', {
      planId,
      courseId: yct,
      dailyLoad: 1,
    });
    expect(lowered.data).toMatchObject({ applied: true, needsConfirmation: false });
    expect(lowered.data.courses.map((course) => course.dailyLoad)).toEqual([1]);
  });

  it('refuses bad settings for a draft and makes none', async () => {
    const { client } = await newLearner(suite.server, 'Adam');
    const past = await client.post('/api/Plan/createPlan', {
      daysPerWeek: 5,
      startDate: addDays(today(), -1),
    });
    expect(past.code).toBe(3701);
    const days = await client.post('/api/Plan/createPlan', { daysPerWeek: 2, startDate: today() });
    expect(days.code).toBe(3702);
    expect((await client.post('/api/Plan/getPlan', {})).data).toBeNull();
  });

  it('refuses a course the learner may not see and a load out of bounds, changing nothing', async () => {
    const { client } = await newLearner(suite.server, 'Bilal');
    const draft = await client.post<PlanSummary>('/api/Plan/createPlan', {
      daysPerWeek: 5,
      startDate: today(),
    });
    const planId = draft.data.id;
    const hidden = await client.post('/api/Plan/createCourse', {
      planId,
      courseId: suite.content.courses.classOnly.id,
      dailyLoad: 1,
    });
    expect(hidden.code).toBe(3706);
    const heavy = await client.post('/api/Plan/createCourse', {
      planId,
      courseId: suite.content.courses.yct.id,
      dailyLoad: 0,
    });
    expect(heavy.code).toBe(3705);
    expect(await itemRows(suite.server, planId)).toHaveLength(0);
    expect(
      (await client.post<{ courses: unknown[] }>('/api/Plan/getCourseList', { planId })).data
        .courses,
    ).toEqual([]);
  });
});
