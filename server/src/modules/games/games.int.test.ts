import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUND_ITEMS,
  type BestTable,
  type GameInfo,
  type GameRound,
  type RoundOf,
} from '@qiao/contracts/games';
import { envelopeOf, postJson, signInAs, type SignedIn } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { gameRounds } from './tables';

let server: TestServer;
let learner: SignedIn;
let other: SignedIn;

const call = async <T>(path: string, body: unknown, who?: SignedIn) => {
  const answer = await envelopeOf(await postJson(server, path, body, who?.cookie));
  return answer as Omit<typeof answer, 'data'> & { data: T };
};
const db = () => server.testDatabase.database.db;
const keyOf = async (roundId: string) => {
  const [row] = await db().select().from(gameRounds).where(eq(gameRounds.id, roundId));
  return row!.answerKey;
};
const start = (game: string, level: number, who: SignedIn, recordedOnly = false) =>
  call<GameRound>('/api/games/round', { game, level, recordedOnly }, who);
const finish = (body: Record<string, unknown>, who: SignedIn) =>
  call<{ score: number; correct: boolean[]; newBest: boolean }>('/api/games/score', body, who);

beforeAll(async () => {
  server = await startTestServer();
  learner = await signInAs(server, { name: 'ليلى' });
  other = await signInAs(server, { name: 'عمر' });
});
afterAll(async () => server?.close());

describe('getGamesList', () => {
  it('lists the six games with names in three languages and three levels, no scores for a visitor', async () => {
    const answer = await call<{ list: GameInfo[] }>('/api/Index/getGamesList', {});
    expect(answer.code).toBe(0);
    expect(answer.data.list.map((game) => game.id)).toEqual([
      'toneListening',
      'pinyinPairs',
      'buildCharacter',
      'strokeRace',
      'sentenceBuilder',
      'listenPicture',
    ]);
    expect(answer.data.list[0]).toMatchObject({
      name: { ar: 'استمع إلى النغمة', zh: '听声调', en: 'Tone listening' },
      levels: [1, 2, 3],
      best: {},
    });
  });
});

describe('a round of tone listening', () => {
  it('gives syllables without their tones, scores the answers from the kept key, and keeps the best', async () => {
    const round = await start('toneListening', 1, learner);
    expect(round.code).toBe(0);
    const content = round.data.content as RoundOf<'toneListening'>;
    expect(content.items).toHaveLength(8);
    for (const item of content.items)
      expect(item.syllable).not.toMatch(/[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/);
    const key = await keyOf(round.data.roundId);
    const answers = key.map((right, index) => (index === 0 ? ['9'] : right));

    const scored = await finish({ roundId: round.data.roundId, answers }, learner);
    expect(scored.code).toBe(0);
    expect(scored.data).toMatchObject({ score: 70, newBest: true });
    expect(scored.data.correct[0]).toBe(false);

    const list = await call<{ list: GameInfo[] }>('/api/Index/getGamesList', {}, learner);
    expect(list.data.list[0]!.best).toEqual({ '1': 70 });
  });

  it('plays every syllable from its recording, so a browser that cannot speak Chinese gets a full round', async () => {
    const round = await start('toneListening', 2, learner, true);
    const content = round.data.content as RoundOf<'toneListening'>;
    expect(content.items).toHaveLength(ROUND_ITEMS.toneListening[1]!);
    for (const item of content.items) {
      expect(item.audio).toMatch(/^\/api\/writing\/sound\?syllable=[a-z]+[1-5]$/);
    }
    const sound = await fetch(`${server.baseUrl}${content.items[0]!.audio}`);
    expect(sound.status).toBe(200);
    expect(sound.headers.get('content-type')).toBe('audio/mpeg');
    expect((await sound.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('plays no file outside the recorded list', async () => {
    const answer = await fetch(`${server.baseUrl}/api/games/sound?name=../../../package`);
    expect(answer.status).toBe(404);
  });
});

describe('a finished round is scored once, by its own learner, from its own answers', () => {
  it('refuses the same round sent twice', async () => {
    const round = await start('toneListening', 1, learner);
    const answers = await keyOf(round.data.roundId);
    expect((await finish({ roundId: round.data.roundId, answers }, learner)).code).toBe(0);
    const again = await finish({ roundId: round.data.roundId, answers }, learner);
    expect(again).toMatchObject({ success: false, code: 3861 });
  });

  it("answers another learner's round as one that does not exist", async () => {
    const round = await start('toneListening', 1, learner);
    const answers = await keyOf(round.data.roundId);
    const stolen = await finish({ roundId: round.data.roundId, answers }, other);
    expect(stolen).toMatchObject({ success: false, code: 3860 });
  });

  it('refuses answers that do not fit the round, and memory pairs claimed in too few turns', async () => {
    const tones = await start('toneListening', 1, learner);
    const short = await finish({ roundId: tones.data.roundId, answers: [['1']] }, learner);
    expect(short).toMatchObject({ success: false, code: 3863 });

    const pairs = await start('pinyinPairs', 1, learner);
    const content = pairs.data.content as RoundOf<'pinyinPairs'>;
    expect(content.pairs).toHaveLength(6);
    expect(new Set(content.pairs.map((pair) => pair.pinyin)).size).toBe(6);
    const forged = await finish({ roundId: pairs.data.roundId, answers: [], moves: 2 }, learner);
    expect(forged).toMatchObject({ success: false, code: 3863 });
    const played = await finish({ roundId: pairs.data.roundId, answers: [], moves: 9 }, learner);
    expect(played.data).toMatchObject({ score: 60 - 3 * 2 });
  });

  it('refuses a round finished after its hour', async () => {
    const round = await start('pinyinPairs', 1, learner);
    await db()
      .update(gameRounds)
      .set({ issuedAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(gameRounds.id, round.data.roundId));
    const late = await finish({ roundId: round.data.roundId, answers: [], moves: 6 }, learner);
    expect(late).toMatchObject({ success: false, code: 3862 });
  });

  it('lets a visitor see the games but not play a round', async () => {
    const answer = await call('/api/games/round', { game: 'pinyinPairs', level: 1 });
    expect(answer).toMatchObject({ success: false, code: 401 });
  });
});

describe('a round of building characters', () => {
  it("offers each character's own radical and other part among others, drawn from its strokes", async () => {
    const round = await start('buildCharacter', 1, learner);
    const content = round.data.content as RoundOf<'buildCharacter'>;
    expect(content.items).toHaveLength(6);
    const key = await keyOf(round.data.roundId);
    content.items.forEach((item, index) => {
      expect(item.radicalParts).toHaveLength(3);
      expect(item.otherParts).toHaveLength(3);
      const [radical, other] = key[index]!;
      expect(item.radicalParts.map((part) => part.id)).toContain(radical);
      expect(item.otherParts.map((part) => part.id)).toContain(other);
      for (const part of [...item.radicalParts, ...item.otherParts]) {
        expect(part.strokes.length).toBeGreaterThan(0);
      }
    });
    const scored = await finish(
      { roundId: round.data.roundId, answers: key.map((parts) => [...parts].reverse()) },
      learner,
    );
    expect(scored.data.score).toBe(60);
  });
});

describe('the best-score table', () => {
  it("ranks each player once at their best, marks the caller's own row and gives their best", async () => {
    // Level 2 lays out eight pairs: eight turns score 80, each turn more 2 less.
    for (const [who, moves] of [
      [learner, 8],
      [learner, 12],
      [other, 9],
    ] as const) {
      const round = await start('pinyinPairs', 2, who);
      expect((await finish({ roundId: round.data.roundId, answers: [], moves }, who)).code).toBe(0);
    }
    const table = await call<BestTable>(
      '/api/games/best',
      { game: 'pinyinPairs', level: 2 },
      other,
    );
    expect(table.data.ownBest).toBe(78);
    expect(table.data.top.map((row) => [row.rank, row.name, row.score, row.own])).toEqual([
      [1, 'ليلى', 80, false],
      [2, 'عمر', 78, true],
    ]);
  });
});
