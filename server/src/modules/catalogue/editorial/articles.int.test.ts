import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArticleCard,
  ArticleDetail,
  CaseCard,
  ExploreCard,
  RainbowCard,
} from '@qiao/contracts/catalogue-editorial';
import {
  seedEditorialContent,
  type EditorialFixture,
} from '../../../../test/fixtures/editorial-content';
import { signInAs } from '../../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { editorialClient } from './editorial-test-client';

type Page<T> = { list: T[]; total: number };

let server: TestServer;
let content: EditorialFixture;
let visitor: ReturnType<typeof editorialClient>;
let member: ReturnType<typeof editorialClient>;
beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signInAs(server, { name: 'سارة' });
  content = await seedEditorialContent(server, signedIn.userId);
  visitor = editorialClient(server);
  member = editorialClient(server, { cookie: signedIn.cookie });
});
afterAll(async () => server?.close());

describe('news', () => {
  it('lists the hot item first, then the newest, twenty to a page', async () => {
    const first = await visitor.post<Page<ArticleCard>>('/api/News/getHotNews');
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(content.news.everyone);
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]!.id).toBe(content.news.hotId);
    expect(first.data.list[1]!.title).toBe('فعاليات يوم اللغة الصينية الدولي 2026 في القاهرة');
    const second = await visitor.post<Page<ArticleCard>>('/api/News/getHotNews', {
      currentPage: 2,
    });
    expect(second.data.list.map((item) => item.title)).toEqual(['خبر 19', 'خبر 20']);
    const small = await visitor.post<Page<ArticleCard>>(
      '/api/News/getHotNews',
      { currentPage: 3, pageCount: 5 },
      'zh',
    );
    expect(small.data.list.map((item) => item.title)).toEqual([
      '新闻 9',
      '新闻 10',
      '新闻 11',
      '新闻 12',
      '新闻 13',
    ]);
  });

  it('never lists back-office news, and lists class news only to its class', async () => {
    const ids = async (client: typeof visitor) => {
      const page = await client.post<Page<ArticleCard>>('/api/News/getHotNews', { pageCount: 100 });
      return page.data.list.map((item) => item.id);
    };
    const seenByVisitor = await ids(visitor);
    expect(seenByVisitor).not.toContain(content.news.hiddenId);
    expect(seenByVisitor).not.toContain(content.news.classOnlyId);
    const seenByMember = await ids(member);
    expect(seenByMember).toContain(content.news.classOnlyId);
    expect(seenByMember).not.toContain(content.news.hiddenId);
    const stranger = editorialClient(server, { cookie: (await signInAs(server)).cookie });
    expect(await ids(stranger)).not.toContain(content.news.classOnlyId);
  });

  it('opens one item with its body in the asked language and counts each view', async () => {
    const opened = await visitor.post<ArticleDetail>(
      '/api/News/getNewsInfo',
      { id: content.news.newestId },
      'zh',
    );
    expect(opened.data.title).toBe('2026年国际中文日活动在开罗举行');
    expect(opened.data.bodyHtml).toContain('<strong>国际中文日</strong>');
    expect(opened.data.author).toBe('乔编辑部');
    const again = await visitor.post<ArticleDetail>('/api/News/getNewsInfo', {
      id: content.news.newestId,
    });
    expect(again.data.viewCount).toBe(opened.data.viewCount + 1);
    expect(again.data.bodyHtml).toContain('يوم اللغة الصينية');
  });

  it('answers a translated not-found for hidden, unknown, malformed and other-kind ids', async () => {
    for (const id of [
      content.news.hiddenId,
      content.news.classOnlyId,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      content.notices.ids[0]!,
    ]) {
      const answer = await visitor.post('/api/News/getNewsInfo', { id });
      expect(answer.code, id).toBe(3560);
      expect(answer.message).toBe('هذا الخبر غير موجود أو غير متاح لك');
    }
    const inChinese = await visitor.post('/api/News/getNewsInfo', { id: 'x' }, 'zh');
    expect(inChinese.message).toBe('该新闻不存在或您无权查看');
    const forMember = await member.post<ArticleDetail>('/api/News/getNewsInfo', {
      id: content.news.classOnlyId,
    });
    expect(forMember.data.title).toBe('خبر الصف');
  });
});

describe('announcements', () => {
  it('lists the visible ones newest first and opens one', async () => {
    const page = await visitor.post<Page<ArticleCard>>('/api/News/getNormalNotice', {}, 'zh');
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((item) => item.title)).toEqual(['公告 1', '公告 2', '公告 3']);
    const paged = await visitor.post<Page<ArticleCard>>('/api/News/getNormalNotice', {
      currentPage: 2,
      pageCount: 2,
    });
    expect(paged.data.list.map((item) => item.title)).toEqual(['إعلان 3']);
    const opened = await visitor.post<ArticleDetail>('/api/News/getNoticeInfo', {
      id: content.notices.ids[1]!,
    });
    expect(opened.data.bodyHtml).toBe('<p>نص الإعلان 2</p>');
    const hidden = await visitor.post('/api/News/getNoticeInfo', { id: content.notices.hiddenId });
    expect(hidden.code).toBe(3561);
    expect(hidden.message).toBe('هذا الإعلان غير موجود أو غير متاح لك');
  });
});

describe('cases', () => {
  it('lists visible cases newest first with their handout counts', async () => {
    const page = await visitor.post<Page<CaseCard>>('/api/Index/getCaseListLocal', {}, 'zh');
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((item) => item.title)).toEqual([
      '儿童汉字游戏课',
      '成人商务汉语',
      '教师培训案例',
    ]);
    // The handout without a file is nothing to download, so it is not counted.
    expect(page.data.list[0]!.attachmentCount).toBe(2);
    expect(page.data.list[0]!.audience).toBe('child');
  });

  it('filters by audience, difficulty, direction, category and keyword', async () => {
    const titles = async (filters: Record<string, string>) => {
      const page = await visitor.post<Page<CaseCard>>('/api/Index/getCaseListLocal', filters, 'zh');
      return page.data.list.map((item) => item.title);
    };
    expect(await titles({ audience: 'child' })).toEqual(['儿童汉字游戏课']);
    expect(await titles({ difficulty: 'complex' })).toEqual(['成人商务汉语', '教师培训案例']);
    expect(await titles({ direction: 'culture' })).toEqual(['成人商务汉语']);
    expect(await titles({ category: 'profession', audience: 'teacher' })).toEqual(['教师培训案例']);
    expect(await titles({ keyword: 'ertong' })).toEqual(['儿童汉字游戏课']);
    expect(await titles({ keyword: 'للكبار' })).toEqual(['成人商务汉语']);
    expect(await titles({ keyword: '100%' })).toEqual([]);
    const bad = await visitor.post('/api/Index/getCaseListLocal', { audience: 'elder' });
    expect(bad.code).toBe(400);
  });

  it('opens a case with its handouts behind signed addresses that download the bytes', async () => {
    const opened = await visitor.post<
      ArticleDetail & { attachments: { fileName: string; url: string; sizeBytes: number }[] }
    >('/api/Index/getCaseDetailLocal', { id: content.cases.withHandoutsId });
    expect(opened.data.title).toBe('درس ألعاب الحروف للأطفال');
    expect(opened.data.attachments.map((file) => file.fileName)).toEqual([
      '教案.pdf',
      'worksheet.txt',
    ]);
    const response = await fetch(server.baseUrl + opened.data.attachments[1]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('worksheet.txt');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(content.cases.handouts[1]!.bytes);
    const hidden = await visitor.post('/api/Index/getCaseDetailLocal', {
      id: content.cases.hiddenId,
    });
    expect(hidden.code).toBe(3562);
  });
});

describe('rainbow dragon and explore China', () => {
  it('lists the rainbow section’s article and e-book, not e-books shelved elsewhere', async () => {
    const page = await visitor.post<Page<RainbowCard>>('/api/Index/getRainbowList', {}, 'zh');
    expect(page.data.list.map((item) => [item.title, item.kind])).toEqual([
      ['彩虹龙的故事', 'rainbow'],
      ['彩虹龙绘本', 'ebook'],
    ]);
    expect(page.data.list[0]!.section?.title).toBe('彩虹龙');
    expect(page.data.list.map((item) => item.id)).not.toContain(content.rainbow.outsideEbookId);
    const opened = await visitor.post<ArticleDetail>('/api/Index/getRainbowInfo', {
      id: content.rainbow.articleId,
    });
    expect(opened.data.bodyHtml).toContain('彩虹龙');
    const ebookAsArticle = await visitor.post('/api/Index/getRainbowInfo', {
      id: content.rainbow.ebookId,
    });
    expect(ebookAsArticle.code).toBe(3565);
  });

  it('lists explore items saying which one plays on the broadcast page', async () => {
    const page = await visitor.post<Page<ExploreCard>>('/api/Index/getExploreChinaList');
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((item) => [item.title, item.hasVideo])).toEqual([
      ['سور الصين العظيم', false],
      ['بثّ الباندا', true],
    ]);
    expect(page.data.list[1]!.durationSeconds).toBe(12);
    const hidden = await visitor.post('/api/Index/getExploreChinaInfo', {
      id: content.explore.hiddenId,
    });
    expect(hidden.code).toBe(3565);
    expect(hidden.message).toBe('هذا المحتوى غير موجود أو غير متاح لك');
    const opened = await visitor.post<ArticleDetail & { hasVideo: boolean }>(
      '/api/Index/getExploreChinaInfo',
      { id: content.explore.videoId },
    );
    expect(opened.data.hasVideo).toBe(true);
  });
});
