import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ContentCard, HotWord } from '@qiao/contracts/catalogue-home';
import { envelopeOf, postJson, signInAs, type SignedIn } from '../../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { searchKeywords } from '../tables';
import {
  addCollection,
  addCourse,
  addItem,
  FESTIVALS_TITLE,
  giveToClass,
  pinWords,
  YCT_TITLE,
} from '../../../../test/fixtures/home-content';

let server: TestServer;
let member: SignedIn;
let outsider: SignedIn;
let yctId: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.testDatabase.database.db;
  member = await signInAs(server, { name: 'سارة' });
  outsider = await signInAs(server, { name: 'عمر' });
  yctId = (await addCourse(db, { title: YCT_TITLE, audience: 'child' })).id;
  await addCourse(db, { title: FESTIVALS_TITLE, audience: 'teenager' });
  const classOnly = await addCourse(db, {
    title: { zh: '快乐课堂内部课程', ar: 'دورة الصف الخاصة', en: 'Class-only Happy Course' },
    visibility: 'classes',
  });
  await addCourse(db, {
    title: { zh: '快乐后台课程', en: 'Back-office Happy Course' },
    visibility: 'backoffice',
  });
  await giveToClass(db, [classOnly.id], [member.userId]);
});
afterAll(async () => server?.close());

type Page = { list: ContentCard[]; total: number };

async function search(
  keyword: string,
  options: {
    tab?: string;
    lang?: string;
    cookie?: string;
    currentPage?: number;
    countHit?: boolean;
  } = {},
) {
  const { lang = 'zh', cookie, ...body } = options;
  return envelopeOf(
    await postJson(
      server,
      `/api/Index/searchContent?lang=${lang}`,
      { keyword, tab: 'courses', ...body },
      cookie,
    ),
  );
}

async function found(keyword: string, options: Parameters<typeof search>[1] = {}): Promise<Page> {
  const answer = await search(keyword, options);
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data as Page;
}

const titles = (page: Page) => page.list.map((card) => card.title);

describe('searching the catalogue', () => {
  it('finds the YCT course by the pinyin of 快乐, with its page', async () => {
    const page = await found('kuaile');
    const yct = page.list.find((card) => card.id === yctId);
    expect(yct).toMatchObject({
      kind: 'course',
      title: 'YCT一级：快乐学汉语',
      route: `/pages/mooc_details/mooc_details?id=${yctId}`,
    });
  });

  it('finds content by Chinese characters, Arabic (with or without vowels) and English', async () => {
    expect(titles(await found('快乐学'))).toContain('YCT一级：快乐学汉语');
    expect(titles(await found('الأعياد', { lang: 'al' }))).toEqual(['الأعياد الصينية التقليدية']);
    expect(titles(await found('الاعياد', { lang: 'al' }))).toEqual(['الأعياد الصينية التقليدية']);
    expect(titles(await found('Festivals', { lang: 'en' }))).toEqual([
      'Traditional Chinese Festivals',
    ]);
  });

  it('never shows a visitor a class-only or back-office course; a class member finds theirs', async () => {
    expect(titles(await found('kuaile', { lang: 'en' }))).toEqual(['YCT Level 1: Chinese for Fun']);
    expect(titles(await found('kuaile', { lang: 'en', cookie: outsider.cookie }))).toEqual([
      'YCT Level 1: Chinese for Fun',
    ]);
    const forMember = titles(await found('kuaile', { lang: 'en', cookie: member.cookie }));
    expect(forMember).toContain('Class-only Happy Course');
    expect(forMember).not.toContain('Back-office Happy Course');
  });

  it('treats % and _ as characters, not wildcards', async () => {
    expect(await found('%')).toEqual({ list: [], total: 0 });
    expect(await found('_')).toEqual({ list: [], total: 0 });
  });

  it('refuses an empty, a too long or an unsearchable keyword in the caller language', async () => {
    const empty = await search('   ', { lang: 'en' });
    expect(empty).toMatchObject({ success: false, code: 400 });
    expect(empty.message).toContain('Please enter something to search for');
    const long = await search('汉'.repeat(51), { lang: 'zh' });
    expect(long.message).toContain('搜索关键词过长');
    const marks = await search('ـــ', { lang: 'al' });
    expect(marks).toMatchObject({
      code: 3580,
      message: 'لا تحتوي كلمة البحث على حروف أو أرقام يمكن البحث عنها',
    });
  });

  it('finds no exam, tool or game for a keyword that names none of them', async () => {
    for (const tab of ['exams', 'tools', 'games']) {
      expect(await found('HSK', { tab })).toEqual({ list: [], total: 0 });
    }
  });
});

describe('every kind of learning content, each with its page', () => {
  it('finds items and series by kind and links each to its own page', async () => {
    const db = server.testDatabase.database.db;
    const rainbow = await addCollection(db, {
      kind: 'rainbow_section',
      title: { zh: '彩虹龙', en: 'Rainbow Dragon' },
    });
    const book = await addItem(db, {
      kind: 'ebook',
      title: { zh: '彩虹龙的月亮书', en: 'Moonbook of the dragon' },
      collectionId: rainbow.id,
    });
    const doc = await addItem(db, { kind: 'document', title: { zh: '月亮词汇表' } });
    const news = await addItem(db, { kind: 'news', title: { zh: '月亮节新闻' } });
    const series = await addCollection(db, {
      kind: 'weike_series',
      title: { zh: '月亮微课' },
    });
    const page = await found('yueliang');
    expect(page.total).toBe(4);
    const routeOf = (id: string) => page.list.find((card) => card.id === id)?.route;
    expect(routeOf(book.id)).toBe(`/pages/rainbow-dragon/ebook?id=${book.id}`);
    expect(routeOf(doc.id)).toBe(`/pages/document/document_detail?id=${doc.id}`);
    expect(routeOf(news.id)).toBe(`/pages/news_list/news_detail?id=${news.id}`);
    expect(routeOf(series.id)).toBe(`/pages/weike_serie/weike_serie?id=${series.id}`);
  });

  it('hides an item whose series is given to a class the visitor is not in', async () => {
    const db = server.testDatabase.database.db;
    const series = await addCollection(db, {
      kind: 'weike_series',
      title: { zh: '星星系列' },
      visibility: 'classes',
    });
    await addItem(db, { kind: 'weike', title: { zh: '星星第一课' }, collectionId: series.id });
    await giveToClass(db, [series.id], [member.userId]);
    expect(await found('xingxing')).toEqual({ list: [], total: 0 });
    expect((await found('xingxing', { cookie: member.cookie })).total).toBe(2);
  });

  it('pages the results, 20 by default', async () => {
    const db = server.testDatabase.database.db;
    for (let n = 1; n <= 23; n++) {
      await addItem(db, { kind: 'video', title: { zh: `长城视频${n}`, en: `Great Wall ${n}` } });
    }
    const first = await found('changcheng');
    expect(first.total).toBe(23);
    expect(first.list).toHaveLength(20);
    const second = await found('changcheng', { currentPage: 2 });
    expect(second.list).toHaveLength(3);
    const ids = new Set([...first.list, ...second.list].map((card) => card.id));
    expect(ids.size).toBe(23);
  });
});

describe('hot search words', () => {
  async function hotWords(): Promise<HotWord[]> {
    const answer = await envelopeOf(await postJson(server, '/api/Index/getSearchKeyword'));
    expect(answer.code).toBe(0);
    return answer.data;
  }

  async function hitsOf(word: string): Promise<number | undefined> {
    const [row] = await server.testDatabase.database.db
      .select({ hits: searchKeywords.hits })
      .from(searchKeywords)
      .where(eq(searchKeywords.word, word));
    return row?.hits;
  }

  it('lists the pinned words first, then the searched ones by hits', async () => {
    await pinWords(server.testDatabase.database.db, ['你好', 'HSK']);
    for (let n = 0; n < 30; n++) await found('长城视频');
    const words = await hotWords();
    expect(words.length).toBeLessThanOrEqual(10);
    expect(words.slice(0, 2).every((word) => word.pinned)).toBe(true);
    expect(
      words
        .slice(0, 2)
        .map((word) => word.word)
        .sort(),
    ).toEqual(['HSK', '你好'].sort());
    expect(words[2]).toEqual({ word: '长城视频', pinned: false });
  });

  it('counts only searches that found something, on their first page, trimmed', async () => {
    await found('nothing-like-this-anywhere');
    await found('great wall', { currentPage: 2 });
    const before = (await hitsOf('yueliang')) ?? 0;
    await found('  yueliang  ');
    // A search made inside another task (a plan's chooser) says so and is not counted.
    await found('yueliang', { countHit: false });
    expect(await hitsOf('nothing-like-this-anywhere')).toBeUndefined();
    expect(await hitsOf('great wall')).toBeUndefined();
    expect(await hitsOf('yueliang')).toBe(before + 1);
  });

  it('counts a word typed in another letter case for the known word', async () => {
    await addCourse(server.testDatabase.database.db, { title: { zh: 'HSK一级标准教程' } });
    await found('hsk');
    await found('Hsk');
    expect(await hitsOf('HSK')).toBe(2);
    expect(await hitsOf('hsk')).toBeUndefined();
  });
});
