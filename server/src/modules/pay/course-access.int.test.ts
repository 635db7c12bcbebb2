import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import { classContents } from '../catalogue';
import { catalogueClient, type CatalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { lockOrder, moveOrder } from './order-moves';
import {
  newLearner,
  orderBeingPaid,
  paySuite,
  postCallback,
  sandboxEventOf,
  type PlacedOrder,
} from './pay-test-setup';

/**
 * A priced course's outline is shown to all who may see it; its class hours, their contents and
 * files, and every record call wait until the course is bought, and close again on a full refund
 * (decision 053). The pay suite sells the YCT course at 19.99 SAR; the culture course is free.
 */
const suite = paySuite();
const LOCKED = ERRORS.moocCourseLocked.code;

async function firstHourOf(courseId: 'yct' | 'hsk') {
  const hourId = suite.content.trees[courseId].hourIds[0]!;
  const [content] = await suite.server.testDatabase.database.db
    .select({ id: classContents.id })
    .from(classContents)
    .where(eq(classContents.classHourId, hourId))
    .orderBy(asc(classContents.position));
  return { hourId, contentId: content!.id };
}

/** A lesson test in the YCT course's second class hour (its paper is not needed to be refused). */
let lessonTestId: string | undefined;
async function lessonTestOf() {
  lessonTestId ??= (
    await suite.server.testDatabase.database.db
      .insert(classContents)
      .values({
        classHourId: suite.content.trees.yct.hourIds[1]!,
        kind: 'test',
        title: { zh: '小测验', ar: 'اختبار قصير', en: 'Quiz' },
        testRef: 'no-such-paper',
        position: 2,
      })
      .returning({ id: classContents.id })
  )[0]!.id;
  return lessonTestId;
}

/** The code of every call that serves or records a class hour's content, by name. */
async function contentCalls(client: CatalogueClient, signedIn: boolean) {
  const { hourId, contentId } = await firstHourOf('yct');
  const codes: Record<string, number> = {
    getContent: (await client.get('/api/muke/getContent', { classHourId: hourId })).code,
    getLocalPlayAuth: (await client.post('/api/Index/getLocalPlayAuth', { id: contentId })).code,
  };
  if (!signedIn) return codes;
  const learning = {
    saveMukeRecordCourse: ['/api/muke/saveMukeRecordCourse', { classHourId: hourId }],
    saveMukeRecordContent: ['/api/muke/saveMukeRecordContent', { contentId }],
    updateLearningRecord: [
      '/api/user/updateLearningRecord',
      { contentId, currentTime: 1, watched: [[0, 1]] },
    ],
    getStudyRecordByContentId: ['/api/user/getStudyRecordByContentId', { contentId }],
    getVideoCurrentTime: ['/api/cert/getVideoCurrentTime', { contentId }],
  } as const;
  for (const [name, [path, body]] of Object.entries(learning)) {
    codes[name] = (await client.post(path, body)).code;
  }
  const testId = await lessonTestOf();
  const tests = {
    getLessonTest: { contentId: testId },
    submitLessonTest: { contentId: testId, answers: {} },
    playLessonTestAudio: { contentId: testId, itemId: 'q1' },
  };
  for (const [name, body] of Object.entries(tests)) {
    codes[name] = (await client.post(`/api/cert/${name}`, body)).code;
  }
  return codes;
}

const every = (codes: Record<string, number>, code: number) =>
  Object.fromEntries(Object.keys(codes).map((name) => [name, code]));

interface Card {
  id: string;
  price: { amountMinor: number; currency: string } | null;
  access: 'open' | 'locked';
}

async function cardOf(client: CatalogueClient, courseId: string) {
  const list = await client.post<{ list: Card[] }>('/api/Index/getMoocDataList', {
    page: 1,
    limit: 50,
  });
  return list.data.list.find((card) => card.id === courseId);
}

async function paidOrder(client: CatalogueClient) {
  const { order } = await orderBeingPaid(suite, client);
  await postCallback(suite, sandboxEventOf(order, 'payment.succeeded'));
  return order;
}

async function refundFully(order: PlacedOrder, adminId: string) {
  const db = suite.server.testDatabase.database.db;
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, { id: order.orderId });
    const moved = await moveOrder(tx, locked!, {
      type: 'refundedFully',
      cause: { kind: 'admin', userId: adminId },
      amountMinor: order.amount.amountMinor,
      reason: 'The learner asked within the refund period',
    });
    expect(moved.ok).toBe(true);
  });
}

describe('a priced course in the catalogue', () => {
  it('shows its price and the viewer’s access on cards, the page and the brief', async () => {
    const visitor = catalogueClient(suite.server);
    const { yct, culture } = suite.content.courses;
    expect(await cardOf(visitor, yct.id)).toMatchObject({
      price: { amountMinor: 1999, currency: 'SAR' },
      access: 'locked',
    });
    expect(await cardOf(visitor, culture.id)).toMatchObject({ price: null, access: 'open' });
    const detail = await visitor.post<{ access: string; tree: { chapters: unknown[] }[] }>(
      '/api/Index/getMoocDataDetailNew',
      { id: yct.id },
    );
    // The outline stays visible to all.
    expect(detail.data).toMatchObject({ price: { currency: 'SAR' }, access: 'locked' });
    expect(detail.data.tree[0]!.chapters).toHaveLength(2);
    const brief = await visitor.post('/api/courses/getCourseInfo', { courseId: yct.id });
    expect(brief.data).toMatchObject({ price: { amountMinor: 1999 }, access: 'locked' });
    const get = await visitor.get('/api/muke/getMukeInfo', { id: yct.id });
    expect(get.data).toMatchObject({ access: 'locked' });
  });

  it('refuses every content call of a locked class hour to visitors and learners who did not buy it', async () => {
    const visitor = catalogueClient(suite.server);
    const visitorCodes = await contentCalls(visitor, false);
    expect(visitorCodes).toEqual(every(visitorCodes, LOCKED));
    const { client } = await newLearner(suite);
    const learnerCodes = await contentCalls(client, true);
    expect(learnerCodes).toEqual(every(learnerCodes, LOCKED));
    expect(ERRORS.moocCourseLocked.message).toMatchObject({
      ar: expect.any(String),
      zh: expect.any(String),
      en: 'Buy this course to open its class hours',
    });
  });

  it('opens after a paid order, and closes again after a full refund', async () => {
    const { client, userId } = await newLearner(suite, 'سارة');
    const { yct } = suite.content.courses;
    // The class hour's video, so its play address can be signed once the course is open.
    await suite.server.store.put('content/0000', Buffer.from('not really a video'));
    const order = await paidOrder(client);
    expect(await cardOf(client, yct.id)).toMatchObject({ access: 'open' });
    const open = await contentCalls(client, true);
    // The test's paper does not exist: past the lock, it is refused for that alone.
    const { getLessonTest, submitLessonTest, playLessonTestAudio, ...played } = open;
    expect(played).toEqual(every(played, 0));
    for (const code of [getLessonTest, submitLessonTest, playLessonTestAudio]) {
      expect([0, LOCKED]).not.toContain(code);
    }
    const mine = await client.post<{ list: Card[] }>('/api/cert/getMyCourseProgress', {
      page: 1,
      limit: 20,
    });
    expect(mine.data.list.find((card) => card.id === yct.id)).toMatchObject({ access: 'open' });
    // Another learner's purchase opens nothing for this one, and nothing for visitors.
    const other = await newLearner(suite, 'خالد');
    expect(await cardOf(other.client, yct.id)).toMatchObject({ access: 'locked' });

    await refundFully(order, userId);
    expect(await cardOf(client, yct.id)).toMatchObject({ access: 'locked' });
    const closed = await contentCalls(client, true);
    expect(closed).toEqual(every(closed, LOCKED));
  });

  it('leaves a free course open to visitors and learners', async () => {
    const visitor = catalogueClient(suite.server);
    const { culture } = suite.content.courses;
    const detail = await visitor.post('/api/Index/getMoocDataDetail', { id: culture.id });
    expect(detail.data).toMatchObject({ price: null, access: 'open' });
  });
});
