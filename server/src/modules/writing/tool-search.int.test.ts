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

async function tools(keyword: string, lang: string, currentPage = 1): Promise<Page> {
  const answer = await envelopeOf(
    await postJson(server, `/api/Index/searchContent?lang=${lang}`, {
      keyword,
      tab: 'tools',
      currentPage,
    }),
  );
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data as Page;
}

const TOOL_PAGE = '/pages/spell-tool/spell-tool';

describe('the search\'s "tools" tab', () => {
  it("finds the writing tool by its Arabic, Chinese and English names, in the asker's language", async () => {
    const arabic = await tools('كتابة', 'al');
    expect(arabic.list[0]).toMatchObject({
      kind: 'writingTool',
      title: 'أداة الكتابة',
      route: TOOL_PAGE,
    });
    expect((await tools('写字', 'zh')).list[0]).toMatchObject({
      kind: 'writingTool',
      title: '写字工具',
    });
    expect((await tools('Writing', 'en')).list[0]).toMatchObject({
      kind: 'writingTool',
      title: 'Spelling tool',
    });
  });

  it('finds characters by pinyin, each opening the tool at that character', async () => {
    const page = await tools('ni3', 'al');
    expect(page.list[0]).toMatchObject({
      kind: 'character',
      title: '你 · nǐ',
      route: `${TOOL_PAGE}?char=${encodeURIComponent('你')}`,
    });
    // Qiao's own Arabic explanation where it has one.
    expect(page.list[0]?.summary).not.toMatch(/[a-z]/i);
    expect(page.list.every((card) => card.kind === 'character')).toBe(true);
  });

  it('finds the characters of Chinese text after the tool it names', async () => {
    const page = await tools('写字', 'en');
    expect(page.list.map((card) => [card.kind, card.route])).toEqual([
      ['writingTool', TOOL_PAGE],
      ['character', `${TOOL_PAGE}?char=${encodeURIComponent('写')}`],
      ['character', `${TOOL_PAGE}?char=${encodeURIComponent('字')}`],
    ]);
  });

  it('gives the same character the same id, and pages through many', async () => {
    const first = await tools('water', 'en');
    const again = await tools('water', 'en');
    expect(first.list.map((card) => card.id)).toEqual(again.list.map((card) => card.id));
    expect(first.list[0]?.summary).toContain('water');
    const many = await tools('shi', 'en');
    expect(many.total).toBeGreaterThan(many.list.length);
    const second = await tools('shi', 'en', 2);
    expect(second.total).toBe(many.total);
    const ids = new Set(many.list.map((card) => card.id));
    expect(second.list.some((card) => ids.has(card.id))).toBe(false);
  });

  it('answers an empty page for what names no tool and no character', async () => {
    expect(await tools('!!!', 'en')).toEqual({ list: [], total: 0 });
    expect(await tools('HSK', 'en')).toEqual({ list: [], total: 0 });
  });
});
