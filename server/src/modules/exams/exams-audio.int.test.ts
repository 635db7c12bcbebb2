import { describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import { EXAM_LIMITS } from '@qiao/contracts/exams';
import type { RunningAttempt } from '@qiao/contracts/exams-calls';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import { signToken } from '../../platform/secrets/signed-token';
import { AUDIO_KEY_SECRET, MOCK_EXAM_AUDIO_PATH } from './audio';
import { call, examSuite, moveSectionBack, newLearner, ok, refusal } from './exams-test-setup';

const suite = examSuite();

type Client = Awaited<ReturnType<typeof newLearner>>['client'];
interface Play {
  url: string;
  playsLeft: number;
}

const start = (client: Client) =>
  ok<RunningAttempt>(client, call('createMockExam'), { paperId: suite.papers.short });
const play = (client: Client, attemptId: string, itemId: string) =>
  client.post<Play>(call('playMockExamAudio'), { attemptId, itemId });
const fetchSound = (url: string) => fetch(suite.server.baseUrl + url);
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

describe('listening', () => {
  it('counts each play and hands out the sound, twice at YCT 1 and then no more', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    const first = await play(client, attemptId, 'l1-1');
    expect(first.data.playsLeft).toBe(1);
    const sound = await fetchSound(first.data.url);
    expect(sound.status).toBe(200);
    expect(sound.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await sound.arrayBuffer())).toEqual(suite.audioBytes);
    // The address names no stored key: it carries only the attempt, the item and its expiry.
    expect(first.data.url).not.toContain('content');
    expect((await play(client, attemptId, 'l1-1')).data.playsLeft).toBe(0);
    expect((await play(client, attemptId, 'l1-1')).code).toBe(ERRORS.examNoPlaysLeft.code);
    const reloaded = await ok<RunningAttempt>(client, call('getMockExam'), { attemptId });
    expect(reloaded.plays).toEqual({ 'l1-1': 2 });
    expect(reloaded.sections[0]!.parts[0]!.audioPlays).toBe(2);
  });

  it('spends no more than the allowed plays when many are asked at once', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => play(client, attemptId, 'l2-1')),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.code === ERRORS.examNoPlaysLeft.code)).toHaveLength(3);
    expect((await ok<RunningAttempt>(client, call('getMockExam'), { attemptId })).plays).toEqual({
      'l2-1': 2,
    });
  });

  it('plays only items of the current section, of the learner’s own attempt, before time is up', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    expect((await play(client, attemptId, 'r1-1')).code).toBe(ERRORS.examItemNotInSection.code);
    const other = await newLearner(suite.server, 'عمر');
    expect((await play(other.client, attemptId, 'l1-1')).code).toBe(
      ERRORS.examAttemptNotFound.code,
    );
    await moveSectionBack(suite.server, attemptId, 121);
    // Listening is over: the attempt is in reading now, whose items have no sound.
    expect((await play(client, attemptId, 'l1-1')).code).toBe(ERRORS.examItemNotInSection.code);
    await moveSectionBack(suite.server, attemptId, 300);
    expect((await play(client, attemptId, 'l1-1')).code).toBe(ERRORS.examTimeUp.code);
    expect(await refusal(client, call('getMockExam'), { attemptId })).toBe(0);
  });

  it('refuses an expired address, an altered one and one for another attempt’s item', async () => {
    const { client } = await newLearner(suite.server);
    const { attemptId } = await start(client);
    const other = await newLearner(suite.server, 'ريم');
    const theirs = await start(other.client);
    const { data } = await play(client, attemptId, 'l1-1');
    const token = tokenOf(data.url);

    // Altered: the same signature over a grant naming the other learner's attempt.
    const [payload, signature] = token.split('.');
    const grant = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      attemptId: string;
      expires: number;
    };
    expect(grant.expires - Date.now() / 1000).toBeLessThanOrEqual(EXAM_LIMITS.audioUrlSeconds);
    const altered = Buffer.from(JSON.stringify({ ...grant, attemptId: theirs.attemptId })).toString(
      'base64url',
    );
    const refused = await fetchSound(`${MOCK_EXAM_AUDIO_PATH}?token=${altered}.${signature}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: number }).code).toBe(ERRORS.examAudioExpired.code);

    // Expired: a grant signed with the real key whose time is over.
    const db = suite.server.testDatabase.database.db;
    const key = await getOrCreateSecret(db, AUDIO_KEY_SECRET);
    const expired = signToken(key, { ...grant, expires: Math.floor(Date.now() / 1000) - 1 });
    expect((await fetchSound(`${MOCK_EXAM_AUDIO_PATH}?token=${expired}`)).status).toBe(403);

    // A signed grant for an item the attempt's paper does not have is refused too.
    const made = signToken(key, { ...grant, itemId: 'r1-1' });
    expect((await fetchSound(`${MOCK_EXAM_AUDIO_PATH}?token=${made}`)).status).toBe(403);
    expect((await fetchSound(data.url)).status).toBe(200);
  });
});
