import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentCard } from '@qiao/contracts/catalogue-home';
import { envelopeOf, postJson } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Page = { list: ContentCard[]; total: number };

async function games(keyword: string, lang: string): Promise<Page> {
  const answer = await envelopeOf(
    await postJson(server, `/api/Index/searchContent?lang=${lang}`, { keyword, tab: 'games' }),
  );
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data as Page;
}

const GAMES_PAGE = '/pages/games/games';

describe('the search\'s "games" tab', () => {
  it("finds all six games for a word that means games, in the asker's language", async () => {
    const arabic = await games('ألعاب', 'al');
    expect(arabic.total).toBe(6);
    expect(arabic.list[0]).toMatchObject({
      kind: 'game',
      title: 'استمع إلى النغمة',
      route: `${GAMES_PAGE}?game=toneListening`,
    });
    const chinese = await games('游戏', 'zh');
    expect(chinese.list.map((card) => card.title)).toContain('拼音汉字配对');
    expect((await games('games', 'en')).total).toBe(6);
  });

  it('finds one game by a word of its name or description in any language', async () => {
    const tone = await games('声调', 'al');
    expect(tone.list).toHaveLength(1);
    expect(tone.list[0]).toMatchObject({
      kind: 'game',
      title: 'استمع إلى النغمة',
      summary: 'استمع إلى مقطع صيني واختر نغمته',
    });
    const pairs = await games('بطاقات', 'zh');
    expect(pairs.list.map((card) => card.route)).toEqual([`${GAMES_PAGE}?game=pinyinPairs`]);
  });

  it('gives a game the same id every time', async () => {
    const first = await games('游戏', 'zh');
    const again = await games('ألعاب', 'en');
    expect(first.list.map((card) => card.id)).toEqual(again.list.map((card) => card.id));
  });

  it('answers an empty page for what names no game, and refuses what cannot be searched', async () => {
    expect(await games('HSK', 'en')).toEqual({ list: [], total: 0 });
    const marks = envelopeOf(
      await postJson(server, '/api/Index/searchContent?lang=zh', { keyword: 'ـــ', tab: 'games' }),
    );
    expect(await marks).toMatchObject({ code: 3580 });
  });
});
