import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND_ITEMS, type GameRound, type RoundOf } from '@qiao/contracts/games';
import { PICTURE_WORDS } from '@qiao/contracts/games-picture-words';
import { envelopeOf, postJson, signInAs, type SignedIn } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { gameRounds } from './tables';

let server: TestServer;
let learner: SignedIn;

const call = async <T>(path: string, body: unknown, who?: SignedIn) => {
  const answer = await envelopeOf(await postJson(server, path, body, who?.cookie));
  return answer as Omit<typeof answer, 'data'> & { data: T };
};
const keyOf = async (roundId: string) => {
  const db = server.testDatabase.database.db;
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
  return row!.answerKey;
};
const start = (game: string, level: number, recordedOnly = false) =>
  call<GameRound>('/api/games/round', { game, level, recordedOnly }, learner);
const finish = (body: Record<string, unknown>) =>
  call<{ score: number; correct: boolean[]; key: string[][] }>('/api/games/score', body, learner);

beforeAll(async () => {
  server = await startTestServer();
  learner = await signInAs(server, { name: 'سارة' });
});
afterAll(async () => server?.close());

describe('a stroke-order race', () => {
  it('shows each character with its strokes shuffled and scores strokes, mistakes and finishes', async () => {
    const round = await start('strokeRace', 1);
    expect(round.code).toBe(0);
    const content = round.data.content as RoundOf<'strokeRace'>;
    expect(content.items).toHaveLength(4);
    const key = await keyOf(round.data.roundId);
    content.items.forEach((item, index) => {
      expect(item.strokes.map((stroke) => stroke.id).sort()).toEqual([...key[index]!].sort());
      expect(item.strokes.every((stroke) => stroke.path.startsWith('M'))).toBe(true);
    });

    // One wrong tap on the first character, the second left after its first stroke.
    const [first, second, ...rest] = key;
    const answers = [[first![1]!, ...first!], [second![0]!], ...rest];
    const scored = await finish({ roundId: round.data.roundId, answers });
    expect(scored.code).toBe(0);
    const partial = Math.floor(5 / second!.length);
    expect(scored.data.score).toBe(8 + partial + 10 * rest.length);
    expect(scored.data.correct).toEqual([false, false, ...rest.map(() => true)]);
  });
});

describe('a sentence builder round', () => {
  it("gives each sentence's words shuffled with its meaning, and scores the orders from the key", async () => {
    const round = await start('sentenceBuilder', 3);
    const content = round.data.content as RoundOf<'sentenceBuilder'>;
    expect(content.items).toHaveLength(8);
    const key = await keyOf(round.data.roundId);
    content.items.forEach((item, index) => {
      const textOf = new Map(item.words.map((word) => [word.id, word.text]));
      expect(item.speech).toMatch(
        new RegExp(`^${key[index]!.map((id) => textOf.get(id)).join('')}[。？！]$`),
      );
      expect(item.meaning.ar).toMatch(/[\u0600-\u06ff]/);
      expect(item.meaning.en).toMatch(/[a-z]/);
    });
    const answers = key.map((order, index) => (index === 0 ? [...order].reverse() : order));
    const scored = await finish({ roundId: round.data.roundId, answers });
    expect(scored.data.score).toBe(70);
    expect(scored.data.correct[0]).toBe(false);
  });
});

describe('a listen-and-pick-the-picture round', () => {
  it('offers pictures of the word heard and its topic at level 3, scored from the key', async () => {
    const round = await start('listenPicture', 3);
    const content = round.data.content as RoundOf<'listenPicture'>;
    expect(content.items).toHaveLength(10);
    const key = await keyOf(round.data.roundId);
    content.items.forEach((item, index) => {
      expect(item.pictures).toHaveLength(4);
      expect(item.pictures).toContain(key[index]![0]);
      expect(PICTURE_WORDS.find((entry) => entry.id === key[index]![0])!.word).toBe(item.speech);
      expect(item.pinyin).toBeTruthy();
    });
    const wrong = (index: number) =>
      content.items[index]!.pictures.find((id) => id !== key[index]![0])!;
    const answers = key.map((right, index) => (index < 2 ? [wrong(index)] : right));
    const scored = await finish({ roundId: round.data.roundId, answers });
    expect(scored.data.score).toBe(80);
  });

  it('is as long for a browser without a Chinese voice: every picture word is recorded and plays', async () => {
    const round = await start('listenPicture', 1, true);
    const content = round.data.content as RoundOf<'listenPicture'>;
    expect(content.items).toHaveLength(ROUND_ITEMS.listenPicture[0]!);
    for (const item of content.items) expect(item.audio).toMatch(/^\/api\/games\/sound\?name=/);
    const sound = await fetch(`${server.baseUrl}${content.items[0]!.audio}`);
    expect(sound.status).toBe(200);
    expect(sound.headers.get('content-type')).toBe('audio/mpeg');
  });
});
