import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Answer } from '../../../test/drive-client';
import { coverPng, putContent } from '../../../test/fixtures/library-media';
import type { MoocContent } from '../../../test/fixtures/mooc-content';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import {
  catalogueClient,
  seedWithViewers,
  type CatalogueClient,
  type Viewers,
  ok,
} from '../catalogue/mooc/mooc-test-setup';
import { classContents, courses } from '../catalogue/tables';
import { savePaper } from './save-paper';
import { AUDIO, lessonTest, PICTURE, shortYct1 } from './test-papers';
import { examAttempts } from './tables';

/**
 * One server per exams suite: the catalogue's test courses and viewers, a short YCT 1 paper (and
 * one that asks for a real name) whose sound and pictures are stored as the importer stores them,
 * a lesson test named by a class content of the YCT course and of the class-only course, and the
 * courses' YCT levels.
 */
export function examSuite() {
  const suite = {} as {
    server: TestServer;
    content: MoocContent;
    viewers: Viewers;
    audioBytes: Buffer;
    papers: { short: string; named: string };
    tests: { yct: string; yct2: string; classOnly: string };
  };
  beforeAll(async () => {
    suite.server = await startTestServer();
    const { content, ...viewers } = await seedWithViewers(suite.server);
    suite.content = content;
    suite.viewers = viewers;
    const db = suite.server.testDatabase.database.db;
    // An MP3's tag and then bytes: the route sends what is stored, whatever it sounds like.
    suite.audioBytes = Buffer.concat([Buffer.from('ID3\x04\x00\x00', 'latin1'), randomBytes(300)]);
    const audio = await putContent(suite.server.store, suite.audioBytes, 'audio/mpeg');
    const picture = await putContent(suite.server.store, await coverPng('#c0392b'), 'image/png');
    const keys: Record<string, string> = { [AUDIO]: audio.key, [PICTURE]: picture.key };
    const mediaKey = (path: string) => keys[path]!;
    suite.papers = {
      short: await savePaper(db, shortYct1('yct1-short'), mediaKey),
      named: await savePaper(db, shortYct1('yct1-named', { requiresRealName: true }), mediaKey),
    };
    await savePaper(db, lessonTest('lesson-1-test'), mediaKey);
    await savePaper(db, lessonTest('lesson-2-test'), mediaKey);
    const test = async (classHourId: string, testRef: string) => {
      const [row] = await db
        .insert(classContents)
        .values({
          classHourId,
          kind: 'test',
          title: { zh: '课堂测验', ar: 'اختبار الحصة', en: 'Class test' },
          testRef,
          position: 3,
        })
        .returning();
      return row!.id;
    };
    suite.tests = {
      yct: await test(content.trees.yct.hourIds[0]!, 'lesson-1-test'),
      yct2: await test(content.trees.yct.hourIds[1]!, 'lesson-2-test'),
      classOnly: await test(content.trees.classOnly.hourIds[0]!, 'lesson-1-test'),
    };
    for (const course of [
      content.courses.yct,
      content.courses.classOnly,
      content.courses.backOffice,
    ]) {
      await db
        .update(courses)
        .set({ examFamily: 'yct', examLevel: 1 })
        .where(eq(courses.id, course.id));
    }
  });
  afterAll(async () => suite.server?.close());
  return suite;
}

export async function newLearner(server: TestServer, name = 'سارة') {
  const signed = await signInAs(server, { name });
  return { client: catalogueClient(server, signed.cookie), userId: signed.userId };
}

export { ok };

/** The code of a refusal (0 when the call went through). */
export async function refusal(client: CatalogueClient, path: string, body: object = {}) {
  const answer: Answer<unknown> = await client.post(path, body);
  return answer.code;
}

/** As if the current section had started `seconds` earlier (the database's clock, not the API's). */
export async function moveSectionBack(server: TestServer, attemptId: string, seconds: number) {
  await server.testDatabase.database.db
    .update(examAttempts)
    .set({
      sectionStartedAt: sql`${examAttempts.sectionStartedAt} - make_interval(secs => ${seconds}::int)`,
    })
    .where(eq(examAttempts.id, attemptId));
}

export const call = (name: string) => `/api/cert/${name}`;
