import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import type { AttemptResult, AttemptScores, RunningAttempt } from '@qiao/contracts/exams-calls';
import type { PaperSummary } from '@qiao/contracts/exams';
import { signInAs } from '../../../test/sign-in';
import { startTestServer } from '../../../test/test-server';
import { catalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { call, examSuite, moveSectionBack, newLearner, ok, refusal } from './exams-test-setup';
import { examAttempts } from './tables';

const suite = examSuite();
const db = () => suite.server.testDatabase.database.db;

type Client = Awaited<ReturnType<typeof newLearner>>['client'];

const start = (client: Client, paperId = suite.papers.short, extra: object = {}) =>
  ok<RunningAttempt>(client, call('createMockExam'), { paperId, ...extra });
const save = (client: Client, attemptId: string, itemId: string, answer: object) =>
  client.post<{ saved: boolean; secondsLeft: number | null }>(call('saveMockExamAnswer'), {
    attemptId,
    itemId,
    answer,
  });
const attemptOf = (client: Client, attemptId: string) =>
  ok<RunningAttempt>(client, call('getMockExam'), { attemptId });

/** Every key of every object inside a JSON answer. */
function keysIn(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, keys));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      keys.add(key);
      keysIn(child, keys);
    }
  }
  return keys;
}
const leaksNoAnswer = (value: unknown) => {
  const keys = keysIn(value);
  expect(keys.has('answer')).toBe(false);
  expect(keys.has('transcript')).toBe(false);
  expect(keys.has('audio')).toBe(false);
};

const right = {
  'l1-1': { type: 'pictureTrueFalse', value: true },
  'l2-1': { type: 'pickPicture', choice: 'A' },
  'l3-1': { type: 'matchSentences', choice: 'A' },
  'l4-1': { type: 'dialogueChoice', choice: 'A' },
  'r1-1': { type: 'pictureTrueFalse', value: false },
  'r2-1': { type: 'matchSentences', choice: 'B' },
  'r3-1': { type: 'gapFillWordBank', choice: 'A' },
} as const;

describe('the mock papers on offer', () => {
  it('lists a level’s papers to a visitor, with their sections, minutes and scale', async () => {
    const { list } = await ok<{ list: PaperSummary[] }>(
      suite.viewers.visitor,
      call('getMockExamList'),
      { family: 'yct', level: 1 },
    );
    expect(list.map((paper) => paper.slug)).toEqual(['yct1-named', 'yct1-short']);
    expect(list[1]).toMatchObject({
      levelName: 'YCT 1',
      format: 'short',
      title: 'YCT 一级模拟',
      items: 7,
      minutes: 5,
      sections: [
        { kind: 'listening', items: 4, minutes: 2 },
        { kind: 'reading', items: 3, minutes: 3 },
      ],
      scale: { max: 200, pass: 120 },
      requiresRealName: false,
    });
    const hsk = await ok<{ list: PaperSummary[] }>(suite.viewers.visitor, call('getMockExamList'), {
      family: 'hsk',
    });
    expect(hsk.list).toEqual([]);
  });
});

describe('starting a mock exam', () => {
  it('starts once: a reload or a second start continues the same attempt and clock', async () => {
    const { client } = await newLearner(suite.server);
    const can = await ok<{ allowed: boolean; reason: null; startsLeftToday: number }>(
      client,
      call('canMockExam'),
      { paperId: suite.papers.short },
    );
    expect(can).toMatchObject({ allowed: true, reason: null, startsLeftToday: 5 });
    const first = await start(client);
    expect(first).toMatchObject({ state: 'running', sectionIndex: 0, answers: {}, plays: {} });
    expect(first.secondsLeft).toBeGreaterThan(115);
    expect(first.sections[0]!.parts[0]!.items[0]).toMatchObject({ id: 'l1-1', hasAudio: true });
    leaksNoAnswer(first);
    // Pictures are at the catalogue's image addresses, which serve the stored picture.
    const picture = (first.sections[0]!.parts[0]!.items[0] as { picture: string }).picture;
    expect(picture).toMatch(/^\/api\/content\/image\/[0-9a-f]{64}$/);
    const image = await fetch(suite.server.baseUrl + picture);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);

    // Forty seconds later, as the server's clock has it, a reload and a second start.
    await moveSectionBack(suite.server, first.attemptId, 40);
    const again = await start(client);
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.secondsLeft).toBeLessThanOrEqual(80);
    expect(again.secondsLeft).toBeGreaterThan(75);
    const reloaded = await attemptOf(client, first.attemptId);
    expect(reloaded).toMatchObject({ attemptId: first.attemptId, sectionIndex: 0 });
    expect(reloaded.secondsLeft).toBeLessThanOrEqual(80);
    leaksNoAnswer(reloaded);
    expect(await ok(client, call('canMockExam'), { paperId: suite.papers.short })).toMatchObject({
      allowed: false,
      reason: 'attemptRunning',
      runningAttemptId: first.attemptId,
    });
  });

  it('continues on another server of the same deployment (a restart) with the clock as it was', async () => {
    const signed = await signInAs(suite.server, { name: 'هدى' });
    const client = catalogueClient(suite.server, signed.cookie);
    const first = await start(client);
    await moveSectionBack(suite.server, first.attemptId, 30);
    const restarted = await startTestServer({ sharing: suite.server });
    try {
      const there = catalogueClient(restarted, signed.cookie);
      const continued = await ok<RunningAttempt>(there, call('createMockExam'), {
        paperId: suite.papers.short,
      });
      expect(continued.attemptId).toBe(first.attemptId);
      expect(continued.secondsLeft).toBeLessThanOrEqual(90);
      expect(continued.secondsLeft).toBeGreaterThan(85);
      // A sound address signed by one server plays on the other: the key is the deployment's.
      const { url } = await ok<{ url: string }>(client, call('playMockExamAudio'), {
        attemptId: first.attemptId,
        itemId: 'l1-1',
      });
      const sound = await fetch(restarted.baseUrl + url);
      expect(sound.status).toBe(200);
      // Read to its end: an unread body keeps the connection, and the server's close waits for it.
      expect((await sound.arrayBuffer()).byteLength).toBe(suite.audioBytes.length);
    } finally {
      await restarted.close();
    }
  });

  it('answers two starts at the same moment with one attempt', async () => {
    const { client, userId } = await newLearner(suite.server);
    const both = await Promise.all([start(client), start(client), start(client)]);
    expect(new Set(both.map((a) => a.attemptId)).size).toBe(1);
    const rows = await db().select().from(examAttempts).where(eq(examAttempts.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('asks for the real name a paper requires, keeps it with the attempt and offers it next time', async () => {
    const { client } = await newLearner(suite.server);
    expect(await ok(client, call('canMockExam'), { paperId: suite.papers.named })).toMatchObject({
      allowed: false,
      reason: 'realNameRequired',
      requiresRealName: true,
      lastRealName: null,
    });
    expect(await refusal(client, call('createMockExam'), { paperId: suite.papers.named })).toBe(
      ERRORS.examRealNameRequired.code,
    );
    const attempt = await start(client, suite.papers.named, { realName: 'Sara Haddad' });
    expect(attempt.realName).toBe('Sara Haddad');
    await ok(client, call('createMockExamTest'), { attemptId: attempt.attemptId });
    expect(await ok(client, call('canMockExam'), { paperId: suite.papers.named })).toMatchObject({
      reason: 'realNameRequired',
      lastRealName: 'Sara Haddad',
    });
    const result = await ok<AttemptResult>(client, call('getMockExamResult'), {
      attemptId: attempt.attemptId,
    });
    expect(result.realName).toBe('Sara Haddad');
  });

  it('allows a paper a few starts a day', async () => {
    const { client, userId } = await newLearner(suite.server);
    await db()
      .insert(examAttempts)
      .values(
        Array.from({ length: 5 }, () => ({
          userId,
          paperId: suite.papers.short,
          state: 'submitted' as const,
          submittedAt: new Date(),
          submitCause: 'learner' as const,
        })),
      );
    expect(await ok(client, call('canMockExam'), { paperId: suite.papers.short })).toMatchObject({
      allowed: false,
      reason: 'tooManyToday',
      startsLeftToday: 0,
    });
    const answer = await client.post(call('createMockExam'), { paperId: suite.papers.short });
    expect(answer.code).toBe(ERRORS.examTooManyAttempts.code);
    expect(answer.message).toContain('5');
  });

  it('does not start a lesson test or a paper that does not exist', async () => {
    const { client } = await newLearner(suite.server);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await refusal(client, call('createMockExam'), { paperId: missing })).toBe(
      ERRORS.examPaperNotFound.code,
    );
  });
});

describe('answering', () => {
  it('saves answers of the current section one by one, replacing an earlier one', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    const first = await save(client, attemptId, 'l1-1', { type: 'pictureTrueFalse', value: false });
    expect(first.data).toMatchObject({ saved: true });
    expect(first.data.secondsLeft).toBeGreaterThan(110);
    leaksNoAnswer(first);
    await save(client, attemptId, 'l1-1', right['l1-1']);
    await save(client, attemptId, 'l2-1', right['l2-1']);
    expect((await attemptOf(client, attemptId)).answers).toEqual({
      'l1-1': right['l1-1'],
      'l2-1': right['l2-1'],
    });
  });

  it('refuses an item of another section or paper, a wrong kind of answer, another’s attempt', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    const code = async (c: Client, itemId: string, answer: object) =>
      (await save(c, attemptId, itemId, answer)).code;
    expect(await code(client, 'r1-1', right['r1-1'])).toBe(ERRORS.examItemNotInSection.code);
    expect(await code(client, 'x9-1', right['r1-1'])).toBe(ERRORS.examItemNotInSection.code);
    expect(await code(client, 'l2-1', { type: 'dialogueChoice', choice: 'A' })).toBe(
      ERRORS.examAnswerWrongType.code,
    );
    const other = await newLearner(suite.server, 'عمر');
    expect(await code(other.client, 'l1-1', right['l1-1'])).toBe(ERRORS.examAttemptNotFound.code);
    expect(await refusal(other.client, call('getMockExam'), { attemptId })).toBe(
      ERRORS.examAttemptNotFound.code,
    );
    expect((await attemptOf(client, attemptId)).answers).toEqual({});
  });

  it('takes an answer in flight a few seconds after the end, and refuses it after that', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    // Listening lasts 120 s: two seconds past its end is within the grace.
    await moveSectionBack(suite.server, attemptId, 122);
    expect((await save(client, attemptId, 'l1-1', right['l1-1'])).data).toMatchObject({
      saved: true,
      secondsLeft: 0,
    });
    await moveSectionBack(suite.server, attemptId, 10);
    expect((await save(client, attemptId, 'l2-1', right['l2-1'])).code).toBe(
      ERRORS.examTimeUp.code,
    );
    // The clock moved on to reading, which started when listening ended (12 s ago).
    const now = await attemptOf(client, attemptId);
    expect(now).toMatchObject({
      state: 'running',
      sectionIndex: 1,
      answers: { 'l1-1': right['l1-1'] },
    });
    expect(now.secondsLeft).toBeLessThanOrEqual(192);
    expect(now.secondsLeft).toBeGreaterThan(185);
    expect((await save(client, attemptId, 'r1-1', right['r1-1'])).data.saved).toBe(true);
  });

  it('moves to the next section once, even on a double click, and not past the last', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    const [a, b] = await Promise.all([
      ok<RunningAttempt>(client, call('nextMockExamSection'), { attemptId, fromSection: 0 }),
      ok<RunningAttempt>(client, call('nextMockExamSection'), { attemptId, fromSection: 0 }),
    ]);
    expect([a.sectionIndex, b.sectionIndex]).toEqual([1, 1]);
    expect(a.secondsLeft).toBeGreaterThan(200);
    leaksNoAnswer(a);
    expect(await refusal(client, call('nextMockExamSection'), { attemptId, fromSection: 1 })).toBe(
      ERRORS.examSectionMismatch.code,
    );
    expect((await save(client, attemptId, 'l1-1', right['l1-1'])).code).toBe(
      ERRORS.examItemNotInSection.code,
    );
  });
});

describe('handing in', () => {
  it('hands in what was answered when the time runs out, even with the tab closed', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    await save(client, attemptId, 'l1-1', right['l1-1']);
    await save(client, attemptId, 'l4-1', { type: 'dialogueChoice', choice: 'B' });
    await ok(client, call('nextMockExamSection'), { attemptId, fromSection: 0 });
    await save(client, attemptId, 'r1-1', right['r1-1']);
    expect(await refusal(client, call('getMockExamResult'), { attemptId })).toBe(
      ERRORS.examResultNotReady.code,
    );
    await moveSectionBack(suite.server, attemptId, 300);
    const after = await attemptOf(client, attemptId);
    expect(after).toMatchObject({ state: 'submitted', secondsLeft: 0 });
    leaksNoAnswer(after);
    const result = await ok<AttemptResult>(client, call('getMockExamResult'), { attemptId });
    expect(result).toMatchObject({
      submitCause: 'timeUp',
      sections: [
        { kind: 'listening', right: 1, items: 4, points: 25, maxPoints: 100 },
        { kind: 'reading', right: 1, items: 3, points: 33, maxPoints: 100 },
      ],
      total: 58,
      max: 200,
      pass: 120,
      passed: false,
    });
    expect((await save(client, attemptId, 'r2-1', right['r2-1'])).code).toBe(
      ERRORS.examTimeUp.code,
    );
  });

  it('hands in with the last answers of the section under way and shows each right answer', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    for (const id of ['l1-1', 'l2-1', 'l3-1', 'l4-1'] as const)
      await save(client, attemptId, id, right[id]);
    await ok(client, call('nextMockExamSection'), { attemptId, fromSection: 0 });
    const result = await ok<AttemptResult>(client, call('createMockExamTest'), {
      attemptId,
      answers: {
        'r1-1': right['r1-1'],
        'r2-1': right['r2-1'],
        'r3-1': right['r3-1'],
        // Listening is over: a late change of its answer does not count.
        'l1-1': { type: 'pictureTrueFalse', value: false },
      },
    });
    expect(result).toMatchObject({ submitCause: 'learner', total: 200, passed: true });
    expect(result.sections.map((s) => s.points)).toEqual([100, 100]);
    const picked = result.items.find((item) => item.itemId === 'l2-1')!;
    expect(picked).toMatchObject({ right: true, given: right['l2-1'] });
    expect(picked.item).toMatchObject({ answer: 'A', transcript: { hanzi: '这是猫。' } });
    expect(picked.item).not.toHaveProperty('audio');

    const again = await ok<AttemptResult>(client, call('createMockExamTest'), { attemptId });
    expect(again.total).toBe(200);
    expect((await save(client, attemptId, 'r1-1', right['r1-1'])).code).toBe(
      ERRORS.examAttemptFinished.code,
    );
    expect(await refusal(client, call('nextMockExamSection'), { attemptId, fromSection: 1 })).toBe(
      ERRORS.examAttemptFinished.code,
    );
  });
});

describe('results', () => {
  it('lists my results newest first, and only mine', async () => {
    const { client } = await newLearner(suite.server);
    const one = await start(client);
    await ok(client, call('createMockExamTest'), { attemptId: one.attemptId, answers: {} });
    const two = await start(client);
    await ok(client, call('createMockExamTest'), {
      attemptId: two.attemptId,
      answers: { 'l1-1': right['l1-1'] },
    });
    const mine = await ok<{ list: AttemptScores[]; total: number }>(
      client,
      call('getMyMockExamResults'),
      { currentPage: 1, pageCount: 1, family: 'yct', level: 1 },
    );
    expect(mine.total).toBe(2);
    expect(mine.list.map((r) => r.attemptId)).toEqual([two.attemptId]);
    expect(mine.list[0]).toMatchObject({ total: 25, max: 200, paper: { levelName: 'YCT 1' } });
    const none = await ok<{ total: number }>(client, call('getMyMockExamResults'), { level: 2 });
    expect(none.total).toBe(0);

    const other = await newLearner(suite.server, 'يوسف');
    const theirs = await ok<{ total: number }>(other.client, call('getMyMockExamResults'));
    expect(theirs.total).toBe(0);
    expect(
      await refusal(other.client, call('getMockExamResult'), { attemptId: one.attemptId }),
    ).toBe(ERRORS.examAttemptNotFound.code);
  });

  it('shows admins every learner’s results by name; learners may not list them', async () => {
    const learner = await newLearner(suite.server, 'Nour Admin-Test');
    const attempt = await start(learner.client);
    await ok(learner.client, call('createMockExamTest'), { attemptId: attempt.attemptId });
    const admin = await signInAs(suite.server, { name: 'المشرف', role: 'admin' });
    const adminClient = catalogueClient(suite.server, admin.cookie);
    const page = await ok<{
      list: (AttemptScores & { learnerName: string; learnerId: string })[];
      total: number;
    }>(adminClient, call('getLearnerMockExamResults'), { learner: 'admin-test' });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      attemptId: attempt.attemptId,
      learnerId: learner.userId,
      learnerName: 'Nour Admin-Test',
    });
    const result = await ok<AttemptResult>(adminClient, call('getMockExamResult'), {
      attemptId: attempt.attemptId,
    });
    expect(result.items).toHaveLength(7);
    expect(await refusal(learner.client, call('getLearnerMockExamResults'))).toBe(
      ERRORS.forbidden.code,
    );
  });
});
