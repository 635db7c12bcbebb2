import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexContent } from '@qiao/contracts/catalogue-home';
import { envelopeOf, postJson, signInAs, type SignedIn } from '../../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import {
  addCollection,
  addCourse,
  addItem,
  FESTIVALS_TITLE,
  giveToClass,
  YCT_TITLE,
} from '../../../../test/fixtures/home-content';

let server: TestServer;
let member: SignedIn;
let yctId: string;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  server = await startTestServer();
  const db = server.testDatabase.database.db;
  member = await signInAs(server);
  yctId = (await addCourse(db, { title: YCT_TITLE, audience: 'child', hot: 10, withCover: true }))
    .id;
  await addCourse(db, { title: FESTIVALS_TITLE, audience: 'teenager' });
  const classOnly = await addCourse(db, {
    title: { zh: '班级内部课程', ar: 'دورة الصف', en: 'Class-only Course' },
    audience: 'teacher',
    visibility: 'classes',
  });
  await addCourse(db, {
    title: { zh: '后台课程', en: 'Back-office Course' },
    audience: 'adult',
    visibility: 'backoffice',
  });
  await giveToClass(db, [classOnly.id], [member.userId]);

  for (const [n, zh] of [
    [1, '旧闻'],
    [9, '2026年国际中文日活动在开罗举行'],
    [5, '中间的新闻'],
  ] as const) {
    await addItem(db, { kind: 'news', title: { zh }, publishedAt: day(n) });
  }
  const rainbow = await addCollection(db, {
    kind: 'rainbow_section',
    title: { zh: '彩虹龙', ar: 'التنين قوس قزح' },
  });
  await addItem(db, {
    kind: 'ebook',
    title: { zh: '彩虹龙绘本', ar: 'كتاب التنين' },
    collectionId: rainbow.id,
    withCover: true,
  });
  await addItem(db, { kind: 'ebook', title: { zh: '小蝌蚪找妈妈' } });
  await addItem(db, { kind: 'road', title: { zh: '丝绸之路上的城市' } });
  await addItem(db, { kind: 'explore', title: { zh: '探索长城' } });
  await addItem(db, { kind: 'document', title: { zh: 'HSK一级词汇表' } });
  const hidden = await addCollection(db, {
    kind: 'road_section',
    title: { zh: '班级丝路' },
    visibility: 'classes',
  });
  await addItem(db, { kind: 'road', title: { zh: '班级丝路资源' }, collectionId: hidden.id });
});
afterAll(async () => server?.close());

async function home(lang: string, cookie?: string): Promise<IndexContent> {
  const answer = await envelopeOf(
    await postJson(server, `/api/Index/getIndexContent?lang=${lang}`, {}, cookie),
  );
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
}

describe('the new home', () => {
  it('shows course rows by audience, in the visitor language, without hidden courses', async () => {
    const content = await home('al');
    expect(content.courseRows.map((row) => row.audience)).toEqual(['child', 'teenager']);
    expect(content.courseRows[0]!.list[0]).toMatchObject({
      id: yctId,
      kind: 'course',
      title: 'YCT المستوى الأول: تعلّم الصينية بمرح',
      route: `/pages/mooc_details/mooc_details?id=${yctId}`,
      audience: 'child',
    });
    expect(content.counts.courses).toBe(2);
  });

  it('adds the class-only course for a member of its class, never the back-office one', async () => {
    const content = await home('en', member.cookie);
    expect(content.courseRows.map((row) => row.audience)).toEqual(['child', 'teenager', 'teacher']);
    expect(content.courseRows[2]!.list.map((card) => card.title)).toEqual(['Class-only Course']);
    expect(content.counts.courses).toBe(3);
  });

  it('features courses and items in turn, those with covers first, with image addresses', async () => {
    const content = await home('zh');
    expect(content.banners.map((card) => card.title)).toEqual([
      'YCT一级：快乐学汉语',
      '彩虹龙绘本',
      '中国传统节日',
      expect.any(String),
      // Only two courses are visible to a visitor; items fill the last place.
      expect.any(String),
    ]);
    expect(content.banners[0]!.cover).toMatch(/^\/api\/content\/image\/c0ffee0+$/);
    expect(content.banners[1]!.cover).toMatch(/^\/api\/content\/image\/beef0+$/);
    expect(content.banners[2]!.cover).toBeNull();
    expect(content.banners.map((card) => card.kind)).not.toContain('news');
  });

  it('lists the latest news first, and the themed sections with their pages', async () => {
    const content = await home('zh');
    expect(content.news.map((card) => card.title)).toEqual([
      '2026年国际中文日活动在开罗举行',
      '中间的新闻',
      '旧闻',
    ]);
    expect(content.themed.rainbow.map((card) => card.title)).toEqual(['彩虹龙绘本']);
    expect(content.themed.rainbow[0]!.route).toMatch(/^\/pages\/rainbow-dragon\/ebook\?id=/);
    expect(content.themed.silkRoad.map((card) => card.title)).toEqual(['丝绸之路上的城市']);
    expect(content.themed.explore[0]!.route).toMatch(
      /^\/pages\/new-discovered-China-broadcast\/new-discovered-China-broadcast\?id=/,
    );
    expect(content.themed.ebooks.map((card) => card.title).sort()).toEqual(
      ['小蝌蚪找妈妈', '彩虹龙绘本'].sort(),
    );
    expect(content.counts).toMatchObject({ ebooks: 2, documents: 1, news: 3, videos: 0 });
  });

  it('falls back to Chinese when a text has no Arabic', async () => {
    const content = await home('al');
    expect(content.themed.silkRoad[0]!.title).toBe('丝绸之路上的城市');
  });
});
