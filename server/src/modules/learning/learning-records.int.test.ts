import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  ContinueLearning,
  CourseProgress,
  LearningRecord,
  MyCourse,
  SavedRecord,
} from '@qiao/contracts/learning';
import type { MyMoocCard } from '@qiao/contracts/catalogue-mooc';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { MoocContent } from '../../../test/fixtures/mooc-content';
import { createSession } from '../auth/sessions';
import { classContents, classHours } from '../catalogue/tables';
import {
  catalogueClient,
  seedWithViewers,
  type CatalogueClient,
  type Viewers,
} from '../catalogue/mooc/mooc-test-setup';
import { learningRecords } from './tables';

let server: TestServer;
let content: MoocContent;
let viewers: Viewers;
beforeAll(async () => {
  server = await startTestServer();
  ({ content, ...viewers } = await seedWithViewers(server));
});
afterAll(async () => server?.close());

const db = () => server.testDatabase.database.db;

/** The contents of a class hour of the fixture, videos first (each hour holds a 12 s video). */
async function contentsOf(hourId: string) {
  const rows = await db()
    .select({ id: classContents.id, kind: classContents.kind })
    .from(classContents)
    .where(eq(classContents.classHourId, hourId));
  return {
    video: rows.find((row) => row.kind === 'video')!.id,
    document: rows.find((row) => row.kind === 'document')?.id,
  };
}

/** As if the learner's previous report of a content had come `seconds` ago. */
async function wallClockPasses(userId: string, contentId: string, seconds: number) {
  await db()
    .update(learningRecords)
    .set({ lastReportAt: sql`${learningRecords.lastReportAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(learningRecords.userId, userId), eq(learningRecords.contentId, contentId)));
}

async function report(
  client: CatalogueClient,
  contentId: string,
  currentTime: number,
  watched: [number, number][],
) {
  return client.post<SavedRecord>('/api/user/updateLearningRecord', {
    contentId,
    currentTime,
    watched,
  });
}

describe('watching a video', () => {
  it('asks a visitor to log in on every learning call', async () => {
    const { video } = await contentsOf(content.trees.yct.hourIds[0]!);
    const calls: [string, object][] = [
      ['/api/user/updateLearningRecord', { contentId: video, currentTime: 1, watched: [] }],
      ['/api/muke/saveMukeRecordContent', { contentId: video }],
      ['/api/muke/saveMukeRecordCourse', { classHourId: content.trees.yct.hourIds[0] }],
      ['/api/user/getStudyRecordByContentId', { contentId: video }],
      ['/api/cert/getVideoCurrentTime', { contentId: video }],
      ['/api/cert/getLearningProgress', { courseId: content.courses.yct.id }],
      ['/api/courses/updateCourseUserInfo', { courseId: content.courses.yct.id }],
      ['/api/cert/getContinueLearning', {}],
    ];
    for (const [path, body] of calls) {
      const answer = await viewers.visitor.post(path, body);
      expect(answer.code, path).toBe(401);
    }
  });

  it('credits no more watching than the wall clock allowed, however much is claimed', async () => {
    const { video } = await contentsOf(content.trees.hsk.hourIds[0]!);
    const opened = await viewers.outsider.post<SavedRecord>('/api/muke/saveMukeRecordContent', {
      contentId: video,
    });
    expect(opened.code).toBe(0);
    expect(opened.data).toMatchObject({ watchedSeconds: 0, progress: 0, done: false });

    // Straight after opening, the whole 12 s video is claimed: only the slack is credited.
    const greedy = await report(viewers.outsider, video, 12, [[0, 12]]);
    expect(greedy.code).toBe(0);
    expect(greedy.data.watchedSeconds).toBeLessThanOrEqual(2);
    expect(greedy.data.done).toBe(false);
    expect(greedy.data.progress).toBeLessThan(20);
  });

  it('does not complete a video the learner skipped through', async () => {
    const { video } = await contentsOf(content.trees.hsk.hourIds[1]!);
    await viewers.outsider.post('/api/muke/saveMukeRecordContent', { contentId: video });
    await wallClockPasses(viewers.outsiderId, video, 60);
    // A seek to near the end sends a position but no span played.
    const skipped = await report(viewers.outsider, video, 11.5, []);
    expect(skipped.data).toMatchObject({ watchedSeconds: 0, done: false, progress: 0 });
  });

  it('finishes a video once 90% of it was really watched, counting rewatched seconds once', async () => {
    const { video } = await contentsOf(content.trees.yct.hourIds[3]!);
    await viewers.outsider.post('/api/muke/saveMukeRecordContent', { contentId: video });
    await wallClockPasses(viewers.outsiderId, video, 6);
    const first = await report(viewers.outsider, video, 6, [[0, 6]]);
    expect(first.data).toMatchObject({ watchedSeconds: 6, progress: 50, done: false });

    await wallClockPasses(viewers.outsiderId, video, 6);
    const again = await report(viewers.outsider, video, 6, [[0, 6]]);
    expect(again.data.watchedSeconds).toBe(6);

    await wallClockPasses(viewers.outsiderId, video, 6);
    const rest = await report(viewers.outsider, video, 11, [[6, 11]]);
    expect(rest.data).toMatchObject({ watchedSeconds: 11, progress: 100, done: true });
    expect(rest.data.classHourDone).toBe(true);
    expect(rest.data.courseProgress).toBe(16); // one class hour of six
  });

  it('brings the position back on another device, where the learner left it', async () => {
    const { video } = await contentsOf(content.trees.yct.hourIds[4]!);
    await viewers.outsider.post('/api/muke/saveMukeRecordContent', { contentId: video });
    await wallClockPasses(viewers.outsiderId, video, 5);
    await report(viewers.outsider, video, 4.5, [[0, 4.5]]);

    const otherDevice = await createSession(db(), viewers.outsiderId, 'test', { ttlMs: 3600_000 });
    const phone = catalogueClient(server, `qiao_session=${otherDevice.token}`);
    const time = await phone.post<{ currentTime: number }>('/api/cert/getVideoCurrentTime', {
      contentId: video,
    });
    expect(time.data.currentTime).toBe(4.5);
    const record = await phone.post<LearningRecord>('/api/user/getStudyRecordByContentId', {
      contentId: video,
    });
    expect(record.data).toMatchObject({
      contentId: video,
      currentTime: 4.5,
      watchedSeconds: 4,
      progress: 33,
      done: false,
      courseId: content.courses.yct.id,
    });
    // Another learner sees only their own, empty, record.
    const member = await viewers.member.post<LearningRecord>(
      '/api/user/getStudyRecordByContentId',
      { contentId: video },
    );
    expect(member.data).toMatchObject({ currentTime: 0, watchedSeconds: 0, updatedAt: null });
  });

  it('keeps a position past the end inside the video, and starts a finished one over', async () => {
    const { video } = await contentsOf(content.trees.yct.hourIds[5]!);
    await viewers.member.post('/api/muke/saveMukeRecordContent', { contentId: video });
    await report(viewers.member, video, 500, []);
    const time = await viewers.member.post<{ currentTime: number }>(
      '/api/cert/getVideoCurrentTime',
      { contentId: video },
    );
    expect(time.data.currentTime).toBe(0);
  });

  it('refuses bad reports with the field named', async () => {
    const { video } = await contentsOf(content.trees.yct.hourIds[0]!);
    const backwards = await report(viewers.outsider, video, 1, [[5, 2]]);
    expect(backwards.code).toBe(400);
    const negative = await report(viewers.outsider, video, -1, []);
    expect(negative.code).toBe(400);
    expect(negative.message).toContain('currentTime');
  });
});

describe('what a learner may record', () => {
  it('cannot record content of a course they may not see', async () => {
    const { video: classVideo } = await contentsOf(content.trees.classOnly.hourIds[0]!);
    const { video: officeVideo } = await contentsOf(content.trees.backOffice.hourIds[0]!);
    for (const contentId of [classVideo, officeVideo, 'not-an-id', crypto.randomUUID()]) {
      const opened = await viewers.outsider.post('/api/muke/saveMukeRecordContent', { contentId });
      expect(opened.code, contentId).toBe(3600);
      const reported = await report(viewers.outsider, contentId, 1, [[0, 1]]);
      expect(reported.code, contentId).toBe(3600);
      const read = await viewers.outsider.post('/api/cert/getVideoCurrentTime', { contentId });
      expect(read.code, contentId).toBe(3600);
    }
    const hidden = await viewers.outsider.post('/api/cert/getLearningProgress', {
      courseId: content.courses.classOnly.id,
    });
    expect(hidden.code).toBe(3520);
    const hour = await viewers.outsider.post('/api/muke/saveMukeRecordCourse', {
      classHourId: content.trees.classOnly.hourIds[0],
    });
    expect(hour.code).toBe(3601);
    // A member of the class may.
    const member = await viewers.member.post('/api/muke/saveMukeRecordContent', {
      contentId: classVideo,
    });
    expect(member.code).toBe(0);
    const rows = await db()
      .select()
      .from(learningRecords)
      .where(eq(learningRecords.contentId, classVideo));
    expect(rows.map((row) => row.userId)).toEqual([viewers.memberId]);
  });

  it('marks a document done when it is opened, and takes no watching time for it', async () => {
    const { document } = await contentsOf(content.trees.yct.hourIds[0]!);
    const opened = await viewers.member.post<SavedRecord>('/api/muke/saveMukeRecordContent', {
      contentId: document,
    });
    expect(opened.data).toMatchObject({ done: true, progress: 100, classHourDone: false });
    const reported = await report(viewers.member, document!, 1, [[0, 1]]);
    expect(reported.code).toBe(3603);
  });
});

describe('the previous lesson must be finished first', () => {
  it('locks a class hour until the one before it is done, and says which', async () => {
    const [first, second] = content.trees.hsk.hourIds;
    await db().update(classHours).set({ requiresPrevious: true }).where(eq(classHours.id, second!));
    const { video: firstVideo } = await contentsOf(first!);
    const { video: secondVideo } = await contentsOf(second!);

    const hour = await viewers.member.post('/api/muke/saveMukeRecordCourse', {
      classHourId: second,
    });
    expect(hour.code).toBe(3602);
    expect(hour.message).toContain('课时1.1');
    const arabic = await viewers.member.post(
      '/api/muke/saveMukeRecordCourse',
      { classHourId: second },
      'al',
    );
    expect(arabic.message).toContain('الحصة 1.1');
    const opened = await viewers.member.post('/api/muke/saveMukeRecordContent', {
      contentId: secondVideo,
    });
    expect(opened.code).toBe(3602);
    expect((await report(viewers.member, secondVideo, 1, [[0, 1]])).code).toBe(3602);

    const locked = await viewers.member.post<CourseProgress>('/api/cert/getLearningProgress', {
      courseId: content.courses.hsk.id,
    });
    expect(locked.data.classHours[1]).toMatchObject({
      classHourId: second,
      locked: true,
      previousClassHourId: first,
    });

    // Watching the first class hour opens the second.
    await viewers.member.post('/api/muke/saveMukeRecordContent', { contentId: firstVideo });
    await wallClockPasses(viewers.memberId, firstVideo, 12);
    const watched = await report(viewers.member, firstVideo, 12, [[0, 12]]);
    expect(watched.data.classHourDone).toBe(true);
    const now = await viewers.member.post('/api/muke/saveMukeRecordCourse', {
      classHourId: second,
    });
    expect(now.code).toBe(0);
    const open = await viewers.member.post<CourseProgress>('/api/cert/getLearningProgress', {
      courseId: content.courses.hsk.id,
    });
    expect(open.data).toMatchObject({
      percent: 50,
      classHoursDone: 1,
      classHoursTotal: 2,
      lastClassHourId: second,
    });
    expect(open.data.classHours.map((h) => [h.done, h.locked])).toEqual([
      [true, false],
      [false, false],
    ]);
  });
});

describe('enrolment and continuing', () => {
  it('enrols a learner in a course they open, and leads them back to the last class hour', async () => {
    const learner = await createSession(db(), viewers.memberId, 'test', { ttlMs: 3600_000 });
    const client = catalogueClient(server, `qiao_session=${learner.token}`);
    const enrolled = await client.post<{ courseId: string }>('/api/courses/updateCourseUserInfo', {
      courseId: content.courses.culture.id,
    });
    expect(enrolled.data.courseId).toBe(content.courses.culture.id);
    const opened = await client.post('/api/muke/saveMukeRecordCourse', {
      classHourId: content.trees.yct.hourIds[2],
    });
    expect(opened.code).toBe(0);
    const mine = await client.post<{ list: MyMoocCard[] }>('/api/mukenew/getMukeMineList', {});
    expect(mine.data.list.map((card) => card.slug)).toEqual(
      expect.arrayContaining(['culture-festivals', 'yct-1']),
    );
    const next = await client.post<ContinueLearning>('/api/cert/getContinueLearning', {}, 'al');
    expect(next.data).toMatchObject({
      courseId: content.courses.yct.id,
      classHourId: content.trees.yct.hourIds[2],
      classHourTitle: 'الحصة 1.3',
    });
    const nothingYet = await viewers.outsider.post('/api/cert/getContinueLearning', {});
    expect(nothingYet.data).toBeNull();

    const withProgress = await client.post<{ list: MyCourse[]; total: number }>(
      '/api/cert/getMyCourseProgress',
      {},
    );
    const yct = withProgress.data.list.find((course) => course.slug === 'yct-1')!;
    expect(yct).toMatchObject({
      classHoursTotal: 6,
      lastClassHourId: content.trees.yct.hourIds[2],
    });
    const culture = withProgress.data.list.find((course) => course.slug === 'culture-festivals')!;
    expect(culture).toMatchObject({ percent: 0, classHoursTotal: 0, lastClassHourId: null });
    expect((await viewers.visitor.post('/api/cert/getMyCourseProgress', {})).code).toBe(401);
  });
});
