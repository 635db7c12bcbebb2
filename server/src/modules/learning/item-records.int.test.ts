import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LearningRecord, SavedRecord } from '@qiao/contracts/learning';
import type { MyItem } from '@qiao/contracts/learning-items';
import {
  joinFixtureClass,
  seedLibraryContent,
  type LibraryContent,
} from '../../../test/fixtures/library-content';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { classMembers } from '../catalogue/tables';
import { libraryClient, type LibraryCall } from '../catalogue/library/library-test-client';
import { itemRecords } from './tables';

let server: TestServer;
let content: LibraryContent;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  server = await startTestServer();
  content = await seedLibraryContent(db(), server.store);
});
afterAll(async () => server?.close());

async function learner() {
  const signedIn = await signInAs(server);
  return { id: signedIn.userId, call: libraryClient(server, { cookie: signedIn.cookie }) };
}

/** As if every record of the user had last moved `seconds` earlier (the wall clock passing). */
async function wallClockPasses(userId: string, seconds: number) {
  const earlier = (column: typeof itemRecords.updatedAt | typeof itemRecords.lastReportAt) =>
    sql`${column} - make_interval(secs => ${seconds})`;
  await db()
    .update(itemRecords)
    .set({
      lastReportAt: earlier(itemRecords.lastReportAt),
      updatedAt: earlier(itemRecords.updatedAt),
    })
    .where(eq(itemRecords.userId, userId));
}

const report = (call: LibraryCall, contentId: string, currentTime: number, watched: number[][]) =>
  call<SavedRecord>('/api/user/updateLearningRecord', { contentId, currentTime, watched });

const myItems = (call: LibraryCall, kind: 'media' | 'documents', currentPage = 1, pageCount = 20) =>
  call<{ list: MyItem[]; total: number }>('/api/cert/getMyItemProgress', {
    kind,
    currentPage,
    pageCount,
  });

describe('records of micro-lessons and videos', () => {
  it('asks a visitor to log in to record or list anything', async () => {
    const visitor = libraryClient(server);
    const id = content.weike.greeting.id;
    expect((await visitor('/api/user/saveItemRecord', { itemId: id })).code).toBe(401);
    expect((await report(visitor, id, 1, [])).code).toBe(401);
    expect((await visitor('/api/cert/getMyItemProgress', { kind: 'media' })).code).toBe(401);
  });

  it('credits a micro-lesson no more watching than the wall clock allowed', async () => {
    const { call } = await learner();
    const opened = await call<SavedRecord>('/api/user/saveItemRecord', {
      itemId: content.weike.greeting.id,
    });
    expect(opened.code).toBe(0);
    expect(opened.data).toMatchObject({
      contentId: content.weike.greeting.id,
      courseId: null,
      classHourId: null,
      watchedSeconds: 0,
      progress: 0,
      done: false,
    });
    // Straight after opening, a 4 s lesson is claimed whole: only the 2 s of slack count.
    const greedy = await report(call, content.weike.greeting.id, 4, [[0, 4]]);
    expect(greedy.code).toBe(0);
    expect(greedy.data).toMatchObject({ watchedSeconds: 2, progress: 50, done: false });
  });

  it('finishes a video watched through and brings back where it was left', async () => {
    const { id, call } = await learner();
    const video = content.videos.market.id;
    await call('/api/user/saveItemRecord', { itemId: video });
    await wallClockPasses(id, 10);
    const watched = await report(call, video, 2.5, [[0, 4]]);
    expect(watched.data).toMatchObject({ watchedSeconds: 4, progress: 100, done: true });

    const time = await call<{ contentId: string; currentTime: number }>(
      '/api/cert/getVideoCurrentTime',
      { contentId: video },
    );
    expect(time.data).toEqual({ contentId: video, currentTime: 2.5 });
    const record = await call<LearningRecord>('/api/user/getStudyRecordByContentId', {
      contentId: video,
    });
    expect(record.data).toMatchObject({ currentTime: 2.5, watchedSeconds: 4, done: true });
  });

  it('treats an item the learner may not see as not found, on every call', async () => {
    const { id, call } = await learner();
    const hidden = [
      content.weike.backofficeWeike.id,
      content.weike.classWeike.id,
      content.weike.inHiddenSeries.id,
      content.videos.hiddenVideo.id,
      content.documents.classDocument.id,
    ];
    for (const itemId of hidden) {
      expect((await call('/api/user/saveItemRecord', { itemId })).code, itemId).toBe(3600);
      expect((await report(call, itemId, 1, [[0, 1]])).code, itemId).toBe(3600);
      const read = await call('/api/user/getStudyRecordByContentId', { contentId: itemId });
      expect(read.code, itemId).toBe(3600);
      const time = await call('/api/cert/getVideoCurrentTime', { contentId: itemId });
      expect(time.code, itemId).toBe(3600);
    }
    expect(await db().select().from(itemRecords).where(eq(itemRecords.userId, id))).toEqual([]);
    // A member of the class sees the class's lesson.
    const member = await learner();
    await joinFixtureClass(db(), content, member.id);
    const opened = await member.call('/api/user/saveItemRecord', {
      itemId: content.weike.classWeike.id,
    });
    expect(opened.code).toBe(0);
  });
});

describe('records of documents and e-books', () => {
  it('records a document as opened, and done, without any watching', async () => {
    const { id, call } = await learner();
    const document = content.documents.vocabulary.id;
    const opened = await call<SavedRecord>('/api/user/saveItemRecord', { itemId: document });
    expect(opened.data).toMatchObject({ progress: 100, done: true });
    const [row] = await db()
      .select()
      .from(itemRecords)
      .where(and(eq(itemRecords.userId, id), eq(itemRecords.itemId, document)));
    expect(row?.completedAt).not.toBeNull();
    expect((await report(call, document, 1, [[0, 1]])).code).toBe(3603);
  });
});

describe("the personal centre's lists", () => {
  it('lists documents last opened first, page by page, and videos apart', async () => {
    const { id, call } = await learner();
    for (const item of [
      content.ebooks.tadpole,
      content.documents.vocabulary,
      content.ebooks.guide,
      content.weike.thanks,
    ]) {
      await call('/api/user/saveItemRecord', { itemId: item.id });
      await wallClockPasses(id, 60);
    }
    // Opening the first again brings it to the top.
    await call('/api/user/saveItemRecord', { itemId: content.ebooks.tadpole.id });

    const all = await myItems(call, 'documents');
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((item) => item.id)).toEqual([
      content.ebooks.tadpole.id,
      content.ebooks.guide.id,
      content.documents.vocabulary.id,
    ]);
    expect(all.data.list[0]).toMatchObject({
      kind: 'ebook',
      progress: 100,
      done: true,
      collection: null,
    });

    const first = await myItems(call, 'documents', 1, 2);
    const second = await myItems(call, 'documents', 2, 2);
    expect(first.data.list.map((item) => item.id)).toEqual([
      content.ebooks.tadpole.id,
      content.ebooks.guide.id,
    ]);
    expect(second.data.list.map((item) => item.id)).toEqual([content.documents.vocabulary.id]);
    expect(second.data.total).toBe(3);

    const media = await myItems(call, 'media');
    expect(media.data.list.map((item) => [item.id, item.progress])).toEqual([
      [content.weike.thanks.id, 0],
    ]);
    // Each keeps its collection, which decides where it opens.
    expect(media.data.list[0]!.collection).toEqual({ id: content.series.id, kind: 'weike_series' });
  });

  it("never shows another learner's records, and drops items the learner can no longer see", async () => {
    const first = await learner();
    const second = await learner();
    await joinFixtureClass(db(), content, first.id);
    await first.call('/api/user/saveItemRecord', { itemId: content.documents.classDocument.id });
    await first.call('/api/user/saveItemRecord', { itemId: content.weike.greeting.id });

    expect((await myItems(second.call, 'documents')).data).toEqual({ list: [], total: 0 });
    expect((await myItems(second.call, 'media')).data).toEqual({ list: [], total: 0 });
    expect((await myItems(first.call, 'documents')).data.total).toBe(1);

    await db()
      .delete(classMembers)
      .where(and(eq(classMembers.classId, content.classId), eq(classMembers.userId, first.id)));
    expect((await myItems(first.call, 'documents')).data).toEqual({ list: [], total: 0 });
  });
});
