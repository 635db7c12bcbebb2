import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CourseProgress, SavedRecord } from '@qiao/contracts/learning';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { MoocContent } from '../../../test/fixtures/mooc-content';
import { classContents, classHours } from '../catalogue/tables';
import {
  seedWithViewers,
  type CatalogueClient,
  type Viewers,
} from '../catalogue/mooc/mooc-test-setup';
import { learningRecords } from './tables';

/**
 * Issue 15: a short class video watched from start to end must be done, and open the class hour
 * after it. The reports are the ones a player sends: fractions of seconds, cut at pauses.
 */
let server: TestServer;
let content: MoocContent;
let viewers: Viewers;
beforeAll(async () => {
  server = await startTestServer();
  ({ content, ...viewers } = await seedWithViewers(server));
});
afterAll(async () => server?.close());

const db = () => server.testDatabase.database.db;

/** The video of a class hour, made `seconds` long. */
async function videoOf(hourId: string, seconds: number) {
  const [row] = await db()
    .update(classContents)
    .set({ durationSeconds: seconds })
    .where(and(eq(classContents.classHourId, hourId), eq(classContents.kind, 'video')))
    .returning({ id: classContents.id });
  return row!.id;
}

/** As if the learner's previous report of a content had come `seconds` ago. */
async function wallClockPasses(userId: string, contentId: string, seconds: number) {
  await db()
    .update(learningRecords)
    .set({ lastReportAt: sql`${learningRecords.lastReportAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(learningRecords.userId, userId), eq(learningRecords.contentId, contentId)));
}

/** Opens a content, then sends each report after its stretch of wall clock. */
async function watch(
  client: CatalogueClient,
  userId: string,
  contentId: string,
  reports: { after: number; at: number; watched: [number, number][] }[],
) {
  const opened = await client.post('/api/muke/saveMukeRecordContent', { contentId });
  expect(opened.code).toBe(0);
  let last: SavedRecord | undefined;
  for (const report of reports) {
    await wallClockPasses(userId, contentId, report.after);
    const answer = await client.post<SavedRecord>('/api/user/updateLearningRecord', {
      contentId,
      currentTime: report.at,
      watched: report.watched,
    });
    expect(answer.code).toBe(0);
    last = answer.data;
  }
  return last!;
}

describe('a short class video watched to its end', () => {
  it('is done, with its class hour, and the next class hour opens', async () => {
    const [first, second] = content.trees.hsk.hourIds;
    await db().update(classHours).set({ requiresPrevious: true }).where(eq(classHours.id, second!));
    const video = await videoOf(first!, 8);
    const locked = await viewers.outsider.post('/api/muke/saveMukeRecordCourse', {
      classHourId: second,
    });
    expect(locked.code).toBe(3602);

    // What the demo student's player sent for the demo's first 8 s clip, start to end.
    const record = await watch(viewers.outsider, viewers.outsiderId, video, [
      { after: 0.2, at: 0.169, watched: [] },
      { after: 7.8, at: 8, watched: [[0.169, 7.871]] },
      { after: 0.01, at: 8, watched: [] },
    ]);
    expect(record).toMatchObject({ done: true, progress: 100, classHourDone: true });
    expect(record.courseProgress).toBe(50);

    const opened = await viewers.outsider.post('/api/muke/saveMukeRecordCourse', {
      classHourId: second,
    });
    expect(opened.code).toBe(0);
    const progress = await viewers.outsider.post<CourseProgress>('/api/cert/getLearningProgress', {
      courseId: content.courses.hsk.id,
    });
    expect(progress.data).toMatchObject({ classHoursDone: 1, percent: 50 });
    expect(progress.data.classHours.map((hour) => [hour.done, hour.locked])).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('loses nothing at pauses: the spans cut there join', async () => {
    const video = await videoOf(content.trees.yct.hourIds[5]!, 8);
    const record = await watch(viewers.member, viewers.memberId, video, [
      { after: 2.6, at: 2.5, watched: [[0, 2.5]] },
      { after: 9, at: 5.25, watched: [[2.5, 5.25]] },
      { after: 9, at: 8, watched: [[5.25, 8]] },
    ]);
    expect(record).toMatchObject({ done: true, watchedSeconds: 8 });
  });

  it('finishes a 1 s clip played through, and not one only opened', async () => {
    const [opened, played] = content.trees.yct.hourIds.slice(1, 3);
    const idle = await videoOf(opened!, 1);
    const untouched = await watch(viewers.outsider, viewers.outsiderId, idle, [
      { after: 5, at: 1, watched: [] },
    ]);
    expect(untouched).toMatchObject({ done: false, progress: 0 });

    const clip = await videoOf(played!, 1);
    const watched = await watch(viewers.outsider, viewers.outsiderId, clip, [
      { after: 0.2, at: 0.05, watched: [] },
      { after: 1, at: 1, watched: [[0, 1]] },
    ]);
    expect(watched).toMatchObject({ done: true, progress: 100 });
  });

  it('does not finish a clip skipped to its end, nor one claimed faster than it plays', async () => {
    const [skipped, claimed] = content.trees.yct.hourIds.slice(3, 5);
    const skip = await videoOf(skipped!, 8);
    const afterSkip = await watch(viewers.member, viewers.memberId, skip, [
      {
        after: 2,
        at: 8,
        watched: [
          [0, 1.2],
          [7.5, 8],
        ],
      },
    ]);
    expect(afterSkip.done).toBe(false);

    const greedy = await videoOf(claimed!, 8);
    const afterClaim = await watch(viewers.member, viewers.memberId, greedy, [
      { after: 0.5, at: 8, watched: [[0, 8]] },
    ]);
    expect(afterClaim.done).toBe(false);
  });
});
