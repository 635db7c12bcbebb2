import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanItem, PlanSummary } from '@qiao/contracts/plans';
import { seedLibraryContent, type LibraryContent } from '../../../test/fixtures/library-content';
import { addDays } from './rules/calendar-dates';
import {
  itemRows,
  makePlan,
  movePlanBack,
  newLearner,
  planSuite,
  today,
  ZONE,
} from './plans-test-setup';

/**
 * Resources beyond class hours: the catalogue's micro-lessons, documents and videos studied with a
 * course, laid after its class hours one per unit of its daily load, and done when finished in
 * their own reader or player.
 */
const suite = planSuite();
let library: LibraryContent;
beforeAll(async () => {
  library = await seedLibraryContent(suite.server.testDatabase.database.db, suite.server.store);
});

const courseItems = async (
  client: Awaited<ReturnType<typeof newLearner>>['client'],
  planId: string,
) =>
  (await client.post<{ items: PlanItem[] }>('/api/PlanNew/getPlanCourseDetail', { planId }, 'zh'))
    .data.items;

describe('micro-lessons, documents and videos in a plan', () => {
  it('lays them after the class hours, one per unit of load, with their titles', async () => {
    const { client } = await newLearner(suite.server, 'Yusuf');
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [
        {
          courseId: suite.content.courses.yct.id,
          dailyLoad: 2,
          classHourIds: suite.content.trees.yct.hourIds.slice(0, 2),
          itemIds: [
            library.weike.greeting.id,
            library.documents.vocabulary.id,
            library.videos.market.id,
          ],
        },
      ],
    });
    expect(plan.totalItems).toBe(5);
    const items = await courseItems(client, plan.id);
    expect(items.map((item) => [item.kind, item.date])).toEqual([
      ['classHour', today()],
      ['classHour', today()],
      ['microLesson', addDays(today(), 1)],
      ['document', addDays(today(), 1)],
      ['video', addDays(today(), 2)],
    ]);
    expect(items.slice(2).map((item) => item.resourceId)).toEqual([
      library.weike.greeting.id,
      library.documents.vocabulary.id,
      library.videos.market.id,
    ]);
    expect(items[4]!.title).toBe('在市场买水果');
    for (const item of items) expect(item.title, item.kind).not.toBe('');
  });

  it('marks a document done when the learner opens it in the reader', async () => {
    const { client } = await newLearner(suite.server, 'Huda');
    const document = library.documents.vocabulary.id;
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [
        {
          courseId: suite.content.courses.yct.id,
          dailyLoad: 2,
          classHourIds: suite.content.trees.yct.hourIds.slice(0, 2),
          itemIds: [document],
        },
      ],
    });
    const opened = await client.post('/api/user/saveItemRecord', { itemId: document });
    expect(opened.code).toBe(0);
    const items = await courseItems(client, plan.id);
    const item = items.find((candidate) => candidate.resourceId === document)!;
    expect(item).toMatchObject({ kind: 'document', status: 'done' });
    expect(items.filter((candidate) => candidate.status === 'done')).toHaveLength(1);
    // Done, the document stays in the plan and counts among its resources.
    const counts = await client.post<{ total: number }>('/api/PlanNew/getTotalPeriodCount', {
      planId: plan.id,
    });
    expect(counts.data.total).toBe(3);
  });

  it('marks a micro-lesson done, late, when it is watched through after its day', async () => {
    const { client, userId } = await newLearner(suite.server, 'Rayan');
    const lesson = library.weike.greeting.id;
    const plan = await makePlan(client, {
      daysPerWeek: 7,
      courses: [
        {
          courseId: suite.content.courses.yct.id,
          dailyLoad: 1,
          classHourIds: suite.content.trees.yct.hourIds.slice(0, 2),
          itemIds: [lesson],
        },
      ],
    });
    // The lesson was due the day after tomorrow; the plan is moved so that day was yesterday.
    await movePlanBack(suite.server, plan.id, 3);
    await client.post('/api/user/saveItemRecord', { itemId: lesson });
    // As if the learner had watched for ten seconds: the 4 s lesson may be credited whole.
    await suite.server.testDatabase.database.db.execute(
      sql`update item_records set last_report_at = last_report_at - interval '10 seconds'
          where user_id = ${userId}`,
    );
    const watched = await client.post<{ done: boolean }>('/api/user/updateLearningRecord', {
      contentId: lesson,
      currentTime: 4,
      watched: [[0, 4]],
    });
    expect(watched.data.done).toBe(true);
    const item = (await courseItems(client, plan.id)).find((i) => i.resourceId === lesson)!;
    expect(item).toMatchObject({ kind: 'microLesson', status: 'doneLate' });
  });

  it('refuses a resource the learner may not see, in their language, and makes nothing', async () => {
    const { client } = await newLearner(suite.server, 'Omar');
    for (const hidden of [
      library.documents.classDocument.id,
      library.weike.inHiddenSeries.id,
      library.videos.hiddenVideo.id,
      // A course is no catalogue item a plan may take with a course.
      suite.content.courses.hsk.id,
    ]) {
      const answer = await client.post(
        '/api/PlanNew/createPlan',
        {
          daysPerWeek: 5,
          startDate: today(),
          timeZone: ZONE,
          courses: [{ courseId: suite.content.courses.yct.id, dailyLoad: 1, itemIds: [hidden] }],
        },
        'zh',
      );
      expect(answer, hidden).toMatchObject({ code: 3704, message: '所选资源不存在或未向您开放' });
    }
    expect((await client.post<{ total: number }>('/api/PlanNew/myPlanList', {})).data.total).toBe(
      0,
    );

    const plan = await makePlan(client, {
      daysPerWeek: 5,
      courses: [{ courseId: suite.content.courses.yct.id, dailyLoad: 1 }],
    });
    const before = await itemRows(suite.server, plan.id);
    const added = await client.post<PlanSummary>(
      '/api/PlanNew/editPlanDetails',
      {
        planId: plan.id,
        courses: [
          {
            courseId: suite.content.courses.yct.id,
            dailyLoad: 1,
            itemIds: [library.documents.classDocument.id],
          },
        ],
      },
      'ar',
    );
    expect(added).toMatchObject({
      code: 3704,
      message: 'أحد الموارد المختارة غير موجود أو غير متاح لك',
    });
    expect(await itemRows(suite.server, plan.id)).toEqual(before);
  });
});
