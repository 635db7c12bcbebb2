import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { MoocContent } from '../../../test/fixtures/mooc-content';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueClient, seedWithViewers, ok, refusal } from '../catalogue/mooc/mooc-test-setup';
import { classContents, courses } from '../catalogue/tables';
import { examAttempts, examPapers } from '../exams/tables';
import { savePaper } from '../exams/save-paper';
import { AUDIO, lessonTest, PICTURE, shortYct1 } from '../exams/test-papers';
import { learningRecords } from '../learning/tables';

/**
 * One server per certificates suite: the catalogue's test courses (the YCT course, six class hours
 * and a lesson test of three items, prepares YCT 1; the HSK course, without lesson tests,
 * prepares HSK 1), a full YCT 1 mock paper and a short one, and learners brought to each
 * condition directly in the tables the learning records and the exams keep.
 */
export function certSuite() {
  const suite = {} as {
    server: TestServer;
    content: MoocContent;
    papers: { full: string; short: string };
    lessonTestId: string;
  };
  beforeAll(async () => {
    suite.server = await startTestServer();
    const { content } = await seedWithViewers(suite.server);
    suite.content = content;
    const db = suite.server.testDatabase.database.db;
    const mediaKey = (path: string) =>
      ({ [AUDIO]: 'content/aaaa', [PICTURE]: 'content/bbbb' })[path]!;
    suite.papers = {
      full: await savePaper(db, shortYct1('yct1-full'), mediaKey),
      short: await savePaper(db, shortYct1('yct1-short'), mediaKey),
    };
    // A whole paper is 35 items; the marks here are written directly, so seven stand in for them.
    await db.update(examPapers).set({ format: 'full' }).where(eq(examPapers.id, suite.papers.full));
    await savePaper(db, lessonTest('lesson-1-test'), mediaKey);
    const [test] = await db
      .insert(classContents)
      .values({
        classHourId: content.trees.yct.hourIds[0]!,
        kind: 'test',
        title: { zh: '课堂测验', ar: 'اختبار الحصة', en: 'Class test' },
        testRef: 'lesson-1-test',
        position: 3,
      })
      .returning();
    suite.lessonTestId = test!.id;
    await db
      .update(courses)
      .set({ examFamily: 'yct', examLevel: 1 })
      .where(eq(courses.id, content.courses.yct.id));
    await db
      .update(courses)
      .set({ examFamily: 'hsk', examLevel: 1 })
      .where(eq(courses.id, content.courses.hsk.id));
  });
  afterAll(async () => suite.server?.close());
  return suite;
}

export type Suite = ReturnType<typeof certSuite>;
export type Client = ReturnType<typeof catalogueClient>;

export const call = (name: string) => `/api/cert/${name}`;

export async function newLearner(suite: Suite, name = 'ليلى') {
  const signed = await signInAs(suite.server, { name });
  return {
    client: catalogueClient(suite.server, signed.cookie),
    userId: signed.userId,
    cookie: signed.cookie,
  };
}

export async function newAdmin(suite: Suite) {
  const signed = await signInAs(suite.server, { name: 'مسؤول', role: 'admin' });
  return { client: catalogueClient(suite.server, signed.cookie), userId: signed.userId };
}

export { ok, refusal };

/** The first `hours` class hours of the YCT course finished, as the player leaves them. */
export async function finishHours(suite: Suite, userId: string, hours: number) {
  const db = suite.server.testDatabase.database.db;
  const hourIds = suite.content.trees.yct.hourIds.slice(0, hours);
  if (hourIds.length === 0) return;
  const contents = await db
    .select({ id: classContents.id, classHourId: classContents.classHourId })
    .from(classContents)
    .where(and(inArray(classContents.classHourId, hourIds), ne(classContents.kind, 'test')));
  const finishedAt = new Date(Date.now() - 3600_000);
  await db
    .insert(learningRecords)
    .values(
      contents.map((content) => ({
        userId,
        contentId: content.id,
        classHourId: content.classHourId,
        courseId: suite.content.courses.yct.id,
        watchedSpans: [[0, 12]] as [number, number][],
        watchedSeconds: 12,
        currentTime: 12,
        completedAt: finishedAt,
      })),
    )
    .onConflictDoNothing();
}

/** Answers the YCT course's lesson test through its call, `right` of its three items right. */
export async function takeLessonTest(suite: Suite, client: Client, right: number) {
  const answers = {
    q1: { type: 'dialogueChoice', choice: right >= 1 ? 'A' : 'B' },
    q2: { type: 'writeCharacter', text: right >= 2 ? '是' : '不' },
    q3: { type: 'buildSentence', order: right >= 3 ? [0, 1, 2] : [2, 1, 0] },
  };
  const done = await ok<{ result: { right: number } }>(client, call('submitLessonTest'), {
    contentId: suite.lessonTestId,
    answers,
  });
  expect(done.result.right).toBe(right);
}

/** A handed-in attempt of a paper with its marks (how the exams module freezes them). */
export async function handedIn(
  suite: Suite,
  userId: string,
  options: { total: number; realName?: string | null; paper?: 'full' | 'short'; daysAgo?: number },
) {
  const db = suite.server.testDatabase.database.db;
  const at = new Date(Date.now() - (options.daysAgo ?? 1) * 24 * 3600_000);
  const [row] = await db
    .insert(examAttempts)
    .values({
      userId,
      paperId: suite.papers[options.paper ?? 'full'],
      realName: options.realName ?? null,
      state: 'submitted',
      startedAt: new Date(at.getTime() - 1800_000),
      sectionStartedAt: at,
      submittedAt: at,
      submitCause: 'learner',
      sectionScores: [],
      total: options.total,
      passed: options.total >= 120,
    })
    .returning();
  return row!.id;
}

/** A learner who meets every condition of the YCT course: 5 of 6 hours, 3/3 right, 168/200. */
export async function qualifiedLearner(suite: Suite, realName: string | null = 'Layla Ahmed') {
  const learner = await newLearner(suite);
  await finishHours(suite, learner.userId, 5);
  await takeLessonTest(suite, learner.client, 3);
  await handedIn(suite, learner.userId, { total: 168, realName });
  return learner;
}

export const NAMES = { nameLatin: 'Layla Ahmed', nameArabic: 'ليلى أحمد' };
