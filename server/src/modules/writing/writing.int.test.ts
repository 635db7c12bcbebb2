import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FontInfo, WritingAttempt, WritingCard } from '@qiao/contracts/writing';
import { getOrCreateSecret } from '../../platform/secrets/secrets';
import { signInAs, type SignedIn } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { issueWritingToken } from './rules/writing-token';
import { writingAttempts, writingCards } from './tables';

let server: TestServer;
let learner: SignedIn;
let other: SignedIn;
let token: string;
let otherToken: string;

interface Answer<T = never> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

/** Calls /open_api as the writing tool does: without cookies, with the token when given. */
async function call<T = never>(
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown>,
  options: { token?: string; cookie?: string; language?: string } = {},
): Promise<Answer<T>> {
  const query = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const response = await fetch(`${server.baseUrl}/open_api/${path}${query}`, {
    method,
    headers: {
      origin: server.baseUrl,
      'x-qiao-lang': options.language ?? 'zh',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
  return (await response.json()) as Answer<T>;
}

const get = <T = never>(path: string, input: Record<string, unknown>, options = {}) =>
  call<T>('GET', path, input, options);

async function getTokenOf(user: SignedIn) {
  const answer = await call<{ token: string; expiresIn: number; expiresAt: string }>(
    'GET',
    'getToken',
    {},
    { cookie: user.cookie },
  );
  expect(answer.code).toBe(0);
  return answer.data;
}

const db = () => server.testDatabase.database.db;
const attemptsOf = (userId: string) =>
  db().select().from(writingAttempts).where(eq(writingAttempts.userId, userId));

// 你 has seven strokes.
const NI_PERFECT = { char: '你', mistakesPerStroke: [0, 0, 0, 0, 0, 0, 0], hintsUsed: 0 };

beforeAll(async () => {
  server = await startTestServer();
  learner = await signInAs(server, { name: 'ليلى' });
  other = await signInAs(server, { name: 'عمر' });
  token = (await getTokenOf(learner)).token;
  otherToken = (await getTokenOf(other)).token;
});
afterAll(async () => server?.close());

describe('the handwriting service', () => {
  it('is documented in the OpenAPI document with every call the spec names', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = ['writeLog', 'getToken', 'queryFontInfo', 'queryClassifyList'];
    calls.push('queryQuickSearch', 'searchFont', 'myWriteLogList');
    for (const call of calls) expect(document.paths[`/open_api/${call}`]?.get, call).toBeDefined();
    expect(document.paths['/open_api/markFont']?.post).toBeDefined();
  });
});

describe('getToken', () => {
  it('gives a signed-in user a token for half an hour', async () => {
    const answer = await getTokenOf(learner);
    expect(answer.expiresIn).toBe(1800);
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan(1790_000);
  });

  it('gives a visitor none: they are asked to log in', async () => {
    const answer = await get('getToken', {});
    expect(answer).toMatchObject({ success: false, code: 401 });
  });
});

describe('looking characters up', () => {
  it('answers 你 with pinyin, radical, strokes with their paths, meanings in three languages, words', async () => {
    const answer = await get<FontInfo>('queryFontInfo', { char: '你' });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      char: '你',
      pinyin: ['nǐ'],
      radical: '亻',
      strokeCount: 7,
      hsk: 1,
      yct: 1,
      meanings: { ar: 'أنتَ، أنتِ', zh: '称对方' },
    });
    expect(answer.data.meanings.en.join(' ')).toContain('you');
    expect(answer.data.strokeData.strokes).toHaveLength(7);
    expect(answer.data.strokeData.medians).toHaveLength(7);
    expect(answer.data.words.map((word) => word.word)).toContain('你们');
    expect(answer.data.sounds).toEqual(['/api/writing/sound?syllable=ni3']);
  });

  it('gives each reading its recording, the neutral tone and ü too', async () => {
    const le = await get<FontInfo>('queryFontInfo', { char: '了' });
    expect(le.data.pinyin).toEqual(['le', 'liǎo']);
    expect(le.data.sounds).toEqual([
      '/api/writing/sound?syllable=le5',
      '/api/writing/sound?syllable=liao3',
    ]);
    const green = await get<FontInfo>('queryFontInfo', { char: '绿' });
    expect(green.data.sounds[0]).toBe('/api/writing/sound?syllable=lv4');
  });

  it('answers with a valid token too, and refuses an unknown character, in the asked language', async () => {
    expect((await get('queryFontInfo', { char: '好' }, { token })).code).toBe(0);
    const unknown = await get('queryFontInfo', { char: '龘' }, { language: 'al' });
    expect(unknown).toMatchObject({ success: false, code: 3834 });
    expect(unknown.message).toContain('«龘»');
    const latin = await get('queryFontInfo', { char: 'a' }, { language: 'en' });
    expect(latin).toMatchObject({ code: 3834 });
    expect(latin.message).toContain('“a”');
  });

  it('lists the categories: HSK and YCT levels, lessons of the demo courses, radicals', async () => {
    const answer = await get<{
      list: { id: string; kind: string; count: number; sample: string }[];
    }>('queryClassifyList', {});
    const ids = answer.data.list.map((category) => category.id);
    expect(ids.slice(0, 8)).toEqual([
      'hsk:1',
      'hsk:2',
      'hsk:3',
      'hsk:4',
      'hsk:5',
      'hsk:6',
      'yct:1',
      'yct:2',
    ]);
    expect(ids).toContain('lesson:hsk-course-1');
    expect(ids).toContain('radical:口');
    const levels = answer.data.list.filter((category) => category.kind === 'hsk');
    expect(levels.reduce((sum, level) => sum + level.count, 0)).toBeGreaterThan(2600);
    const radicals = await get<{ list: { kind: string }[] }>('queryClassifyList', {
      kind: 'radical',
    });
    expect(radicals.data.list.every((category) => category.kind === 'radical')).toBe(true);
  });

  it('suggests as you type, by character, by pinyin with or without tones, by meaning', async () => {
    const first = async (q: string) =>
      (await get<{ list: { text: string }[] }>('queryQuickSearch', { q })).data.list[0]?.text;
    expect(await first('你')).toBe('你');
    expect(await first('ni3')).toBe('你');
    expect(await first('nǐ')).toBe('你');
    expect(await first('ni')).toBe('你');
    expect(await first('nǐ hǎo')).toBe('你好');
    const hello = (await get<{ list: { text: string }[] }>('queryQuickSearch', { q: 'hello' }))
      .data;
    // 喂 is "hello" on the phone: both are exact meanings of HSK 1 / YCT 1 entries.
    expect(hello.list.slice(0, 3).map((item) => item.text)).toContain('你好');
    expect(await first('مرحبا')).toBe('你好');
    const list = (await get<{ list: unknown[] }>('queryQuickSearch', { q: 'shi' })).data.list;
    expect(list).toHaveLength(10);
  });

  it('refuses an empty or unreadable query, in the asked language', async () => {
    const empty = await get('queryQuickSearch', { q: '  ' }, { language: 'al' });
    expect(empty).toMatchObject({ success: false, code: 3835 });
    expect(empty.message).toBe('اكتب حرفًا أو نطقًا بالبينيين أو معنى للبحث');
    expect(await get('queryQuickSearch', { q: '%%%' })).toMatchObject({ code: 3836 });
    expect(await get('queryQuickSearch', { q: 'x'.repeat(300) })).toMatchObject({ code: 3836 });
  });

  it('finds the characters of a word in order, of a search, or of a category, paged', async () => {
    const word = await get<{ list: { char: string }[]; total: number }>('searchFont', {
      q: '你好你',
    });
    expect(word.data.list.map((c) => c.char)).toEqual(['你', '好']);
    const byPinyin = await get<{ list: { char: string }[]; total: number }>('searchFont', {
      q: 'ma',
      pageCount: '3',
    });
    expect(byPinyin.data.list).toHaveLength(3);
    expect(byPinyin.data.total).toBeGreaterThan(3);
    const hsk1 = await get<{ list: { char: string }[]; total: number }>('searchFont', {
      category: 'hsk:1',
      currentPage: '2',
      pageCount: '100',
    });
    expect(hsk1.data.total).toBeGreaterThan(150);
    expect(hsk1.data.list).toHaveLength(hsk1.data.total - 100);
  });

  it('refuses unknown characters, categories, and a search by both or neither', async () => {
    expect(await get('searchFont', { q: '你龘' })).toMatchObject({ code: 3834 });
    expect(await get('searchFont', { category: 'hsk:9' })).toMatchObject({ code: 3837 });
    expect(await get('searchFont', {})).toMatchObject({ code: 3839 });
    expect(await get('searchFont', { q: '你', category: 'hsk:1' })).toMatchObject({ code: 3839 });
  });
});

describe('tokens', () => {
  it('an expired token is refused with "expired", a forged one with "not valid"', async () => {
    const key = await getOrCreateSecret(db(), 'writing-token-key');
    const old = issueWritingToken(key, learner.userId, new Date(Date.now() - 3600_000), 1800);
    const expired = await get('writeLog', { char: '你' }, { token: old.token, language: 'en' });
    expect(expired).toMatchObject({ success: false, code: 3831 });
    expect(expired.message).toBe('The writing tool token has expired; refresh the page');
    const forged = issueWritingToken('not the key', learner.userId, new Date(), 1800);
    expect(await get('writeLog', { char: '你' }, { token: forged.token })).toMatchObject({
      code: 3832,
    });
    expect(await get('queryFontInfo', { char: '你' }, { token: old.token })).toMatchObject({
      code: 3831,
    });
  });

  it("another user's token sent beside a session is refused, and nothing is written", async () => {
    const answer = await call(
      'POST',
      'markFont',
      { ...NI_PERFECT, durationMs: 5000 },
      {
        token: otherToken,
        cookie: learner.cookie,
      },
    );
    expect(answer).toMatchObject({ success: false, code: 3833 });
    expect(await attemptsOf(other.userId)).toHaveLength(0);
    expect(await attemptsOf(learner.userId)).toHaveLength(0);
  });

  it("the learner's own results need a token", async () => {
    expect(await get('myWriteLogList', {})).toMatchObject({ code: 3830 });
    expect(await call('POST', 'markFont', { ...NI_PERFECT, durationMs: 5000 })).toMatchObject({
      code: 3830,
    });
  });
});

describe('writing and reviewing characters', () => {
  it('records a writing of 你, grades it, schedules it, and shows it in the logs', async () => {
    const answer = await call<{ attempt: WritingAttempt; card: WritingCard }>(
      'POST',
      'markFont',
      { ...NI_PERFECT, durationMs: 6000 },
      { token },
    );
    expect(answer.code).toBe(0);
    expect(answer.data.attempt).toMatchObject({ char: '你', rating: 'easy', hintsUsed: 0 });
    expect(answer.data.card).toMatchObject({ char: '你', state: 'review', reps: 1, lapses: 0 });
    expect(Date.parse(answer.data.card.due) - Date.now()).toBeGreaterThan(86_000_000);

    const hinted = await call<{ attempt: WritingAttempt; card: WritingCard }>(
      'POST',
      'markFont',
      { char: '好', mistakesPerStroke: [0, 3, 3, 0, 0, 0], hintsUsed: 2, durationMs: 20000 },
      { token },
    );
    expect(hinted.data.attempt.rating).toBe('again');
    expect(Date.parse(hinted.data.card.due) - Date.now()).toBeLessThan(11 * 60_000);

    const log = await get<{ card: WritingCard; attempts: WritingAttempt[] }>(
      'writeLog',
      { char: '你' },
      { token },
    );
    expect(log.data.card.reps).toBe(1);
    expect(log.data.attempts).toHaveLength(1);
    const none = await get<{ card: null; attempts: [] }>('writeLog', { char: '他' }, { token });
    expect(none.data).toEqual({ card: null, attempts: [] });

    const mine = await get<{
      list: { card: WritingCard; lastRating: string }[];
      total: number;
      dueCount: number;
    }>('myWriteLogList', {}, { token });
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((item) => item.card.char)).toEqual(['好', '你']);
    expect(mine.data.list[0]!.lastRating).toBe('again');
    const dueLater = await get<{ dueCount: number; total: number }>(
      'myWriteLogList',
      { due: 'true' },
      { token },
    );
    // 好 is due in minutes, 你 tomorrow: neither is due this very second.
    expect(dueLater.data).toMatchObject({ dueCount: 0, total: 0 });
  });

  it("a character becomes due when its time comes, and one learner never sees another's", async () => {
    await db()
      .update(writingCards)
      .set({ due: new Date(Date.now() - 1000) })
      .where(eq(writingCards.userId, learner.userId));
    const due = await get<{ list: unknown[]; dueCount: number; total: number }>(
      'myWriteLogList',
      { due: 'true' },
      { token },
    );
    expect(due.data).toMatchObject({ dueCount: 2, total: 2 });
    const theirs = await get<{ list: unknown[]; total: number }>(
      'myWriteLogList',
      {},
      { token: otherToken },
    );
    expect(theirs.data).toMatchObject({ list: [], total: 0 });
    const theirLog = await get<{ card: null }>('writeLog', { char: '你' }, { token: otherToken });
    expect(theirLog.data.card).toBeNull();
  });

  it('four writings of a new character sent at once are all scheduled, one after the other', async () => {
    // 八 has two strokes.
    const write = () =>
      call<{ card: WritingCard }>(
        'POST',
        'markFont',
        { char: '八', mistakesPerStroke: [0, 0], hintsUsed: 0, durationMs: 2000 },
        { token },
      );
    const answers = await Promise.all([write(), write(), write(), write()]);
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
    expect(answers.map((answer) => answer.data.card.reps).sort()).toEqual([1, 2, 3, 4]);
    const log = await get<{ card: WritingCard; attempts: unknown[] }>(
      'writeLog',
      { char: '八' },
      { token },
    );
    expect(log.data.card.reps).toBe(4);
    expect(log.data.attempts).toHaveLength(4);
  });

  it('refuses a character not in the data and a result with the wrong number of strokes; writes nothing', async () => {
    const before = (await attemptsOf(learner.userId)).length;
    const unknown = await call(
      'POST',
      'markFont',
      { ...NI_PERFECT, char: '龘', durationMs: 1 },
      { token },
    );
    expect(unknown).toMatchObject({ success: false, code: 3834 });
    const wrong = await call(
      'POST',
      'markFont',
      { char: '你', mistakesPerStroke: [0, 0], hintsUsed: 0, durationMs: 1000 },
      { token, language: 'zh' },
    );
    expect(wrong).toMatchObject({
      success: false,
      code: 3838,
      message: '“你”有 7 笔，但结果中有 2 笔',
    });
    const absurd = await call(
      'POST',
      'markFont',
      { ...NI_PERFECT, hintsUsed: -1, durationMs: 1e12 },
      { token },
    );
    expect(absurd).toMatchObject({ success: false, code: 400 });
    expect(await attemptsOf(learner.userId)).toHaveLength(before);
  });
});

describe('the recorded syllables', () => {
  it('plays the recording a reading names, as MP3 kept in caches', async () => {
    const info = await get<FontInfo>('queryFontInfo', { char: '你' });
    const sound = await fetch(`${server.baseUrl}${info.data.sounds[0]}`);
    expect(sound.status).toBe(200);
    expect(sound.headers.get('content-type')).toBe('audio/mpeg');
    expect(sound.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
    expect((await sound.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it('answers 404 for a path, an unknown syllable or no syllable', async () => {
    for (const query of [
      'syllable=../x',
      'syllable=..%2F..%2Fcharacters',
      'syllable=xyz3',
      'syllable=ni6',
      '',
    ]) {
      const answer = await fetch(`${server.baseUrl}/api/writing/sound?${query}`);
      expect(answer.status, query).toBe(404);
      await answer.arrayBuffer();
    }
  });
});
