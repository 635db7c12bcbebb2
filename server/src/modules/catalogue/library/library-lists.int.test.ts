import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LibraryCard,
  LibraryDetailPage,
  LibraryGroup,
} from '@qiao/contracts/catalogue-library';
import {
  joinFixtureClass,
  seedLibraryContent,
  type LibraryContent,
} from '../../../../test/fixtures/library-content';
import { signInAs } from '../../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueCollections, catalogueItems } from '../tables';
import { libraryClient, type LibraryCall } from './library-test-client';

let server: TestServer;
let content: LibraryContent;
let visitor: LibraryCall;
let member: LibraryCall;
let stranger: LibraryCall;

beforeAll(async () => {
  server = await startTestServer();
  content = await seedLibraryContent(server.testDatabase.database.db, server.store);
  visitor = libraryClient(server);
  const classmate = await signInAs(server);
  await joinFixtureClass(server.testDatabase.database.db, content, classmate.userId);
  member = libraryClient(server, { cookie: classmate.cookie, lang: 'zh' });
  stranger = libraryClient(server, { cookie: (await signInAs(server)).cookie, lang: 'en' });
});
afterAll(async () => server?.close());

type Page<T> = { list: T[]; total: number };
const titles = (page: { list: { title: string }[] } | { title: string }[]) =>
  ('list' in page ? page.list : page).map((item) => item.title);

describe('micro-lessons', () => {
  it('lists the visible series with the lessons a visitor may open', async () => {
    const series = await visitor<Page<LibraryGroup>>('/api/discover/weikeSeriesList');
    expect(series.code).toBe(0);
    expect(series.data.list).toEqual([
      expect.objectContaining({ title: 'التحيات اليومية', itemCount: 2 }),
    ]);
    expect(series.data.total).toBe(1);
    expect(series.data.list[0]?.coverUrl).toBe(`/api/content/image/${content.media.cover.sha256}`);
  });

  it('shows class lessons to class members only, and never back-office ones', async () => {
    const forVisitor = await visitor<Page<LibraryCard>>('/api/discover/weikeList');
    expect(titles(forVisitor.data)).toEqual(['مرحبًا', 'شكرًا']);
    const forMember = await member<Page<LibraryCard>>('/api/discover/weikeList', {
      seriesId: content.series.id,
    });
    expect(titles(forMember.data)).toEqual(['你好', '谢谢', '班级微课']);
    const forStranger = await stranger<Page<LibraryCard>>('/api/discover/weikeList');
    expect(titles(forStranger.data)).toEqual(['Hello', 'Thank you']);
  });

  it('pages lessons 20 at a time by default, or as asked', async () => {
    const first = await visitor<Page<LibraryCard>>('/api/discover/weikeList', { pageCount: 1 });
    const second = await visitor<Page<LibraryCard>>('/api/discover/weikeList', {
      pageCount: 1,
      currentPage: 2,
    });
    expect(first.data.total).toBe(2);
    expect(titles(first.data)).toEqual(['مرحبًا']);
    expect(titles(second.data)).toEqual(['شكرًا']);
  });

  it('opens a series with its lessons in order, and a lesson with its series', async () => {
    const series = await stranger<{ series: LibraryGroup; lessons: LibraryCard[] }>(
      '/api/discover/weikeSeriesDetail',
      { id: content.series.id },
    );
    expect(series.data.series.title).toBe('Everyday Greetings');
    expect(titles(series.data.lessons)).toEqual(['Hello', 'Thank you']);
    const lesson = await visitor<LibraryDetailPage>('/api/discover/weikeDetail', {
      id: content.weike.greeting.id,
    });
    expect(lesson.data.item).toMatchObject({
      title: 'مرحبًا',
      summary: 'التحية',
      durationSeconds: 4,
      hasMedia: true,
      group: { title: 'التحيات اليومية' },
    });
    expect(titles(lesson.data.related)).toEqual(['مرحبًا', 'شكرًا']);
  });

  it('keeps lessons imported together in the order of their names', async () => {
    const db = server.testDatabase.database.db;
    const publishedAt = new Date('2026-03-01T00:00:00Z');
    const [series] = await db
      .insert(catalogueCollections)
      .values({ slug: `numbers-${content.tag}`, kind: 'weike_series', title: { zh: '数字' } })
      .returning();
    for (const n of [3, 1, 2]) {
      await db.insert(catalogueItems).values({
        slug: `numbers-${content.tag}-${n}`,
        kind: 'weike',
        title: { zh: `第${n}课` },
        collectionId: series!.id,
        publishedAt,
      });
    }
    const opened = await member<{ lessons: LibraryCard[] }>('/api/discover/weikeSeriesDetail', {
      id: series!.id,
    });
    expect(titles(opened.data.lessons)).toEqual(['第1课', '第2课', '第3课']);
  });

  it('answers a hidden, unknown or malformed id with a translated not-found', async () => {
    for (const id of [content.hiddenSeries.id, crypto.randomUUID(), 'not-an-id']) {
      const answer = await visitor('/api/discover/weikeSeriesDetail', { id });
      expect(answer).toMatchObject({
        success: false,
        code: 3541,
        message: 'سلسلة الدروس المصغّرة هذه غير موجودة أو غير متاحة لك',
      });
    }
    for (const id of [
      content.weike.backofficeWeike.id,
      content.weike.inHiddenSeries.id,
      content.weike.classWeike.id,
    ]) {
      const answer = await stranger('/api/discover/weikeDetail', { id });
      expect(answer).toMatchObject({
        code: 3540,
        message: 'This content does not exist or is not open to you',
      });
    }
    const opened = await member('/api/discover/weikeDetail', { id: content.weike.classWeike.id });
    expect(opened.code).toBe(0);
  });
});

describe('discover videos', () => {
  it('lists visible categories with their video counts', async () => {
    const answer = await member<LibraryGroup[]>('/api/discover/categoryList');
    expect(answer.data).toEqual([expect.objectContaining({ title: '生活汉语', itemCount: 2 })]);
    const one = await member<LibraryGroup>('/api/discover/categoryDetail', {
      id: content.category.id,
    });
    expect(one.data.title).toBe('生活汉语');
    const hidden = await member('/api/discover/categoryDetail', { id: content.hiddenCategory.id });
    expect(hidden).toMatchObject({ code: 3542, message: '该视频分类不存在或未向您开放' });
  });

  it('pages the videos of a category and refuses a hidden one', async () => {
    const page = await visitor<Page<LibraryCard>>('/api/discover/getVideoListByCid', {
      cid: content.category.id,
      pageCount: 1,
      currentPage: 2,
    });
    expect(page.data.total).toBe(2);
    expect(titles(page.data)).toEqual(['ركوب سيارة الأجرة']);
    const hidden = await visitor('/api/discover/getVideoListByCid', {
      cid: content.hiddenCategory.id,
    });
    expect(hidden.code).toBe(3542);
    const missing = await visitor('/api/discover/getVideoListByCid', {});
    expect(missing.code).toBe(400);
  });

  it('opens a video with the other videos of its category', async () => {
    const answer = await visitor<LibraryDetailPage>('/api/discover/videoDetail', {
      id: content.videos.market.id,
    });
    expect(answer.data.item.title).toBe('شراء الفاكهة في السوق');
    expect(titles(answer.data.related)).toEqual(['ركوب سيارة الأجرة']);
    const hidden = await visitor('/api/discover/videoDetail', {
      id: content.videos.hiddenVideo.id,
    });
    expect(hidden.code).toBe(3540);
    const wrongKind = await visitor('/api/discover/videoDetail', { id: content.weike.greeting.id });
    expect(wrongKind.code).toBe(3540);
  });

  it('opens a live class replay on the video page', async () => {
    const answer = await visitor<LibraryDetailPage>('/api/discover/videoDetail', {
      id: content.videos.replay.id,
    });
    expect(answer.data.item.title).toBe('تسجيل الدرس المفتوح');
    expect(titles(answer.data.related)).toEqual([]);
  });

  it('opens a broadcast with the other broadcasts that have a video', async () => {
    const answer = await visitor<LibraryDetailPage>('/api/discover/broadcastDetail', {
      id: content.broadcasts.broadcast.id,
    });
    expect(answer.data.item).toMatchObject({
      title: 'سور الصين العظيم',
      body: '<p>السور طويل جدًا.</p>',
      hasMedia: true,
    });
    expect(titles(answer.data.related)).toEqual(['البحيرة الغربية']);
  });
});

describe('local resources', () => {
  it('lists e-books newest first, each with its reading direction', async () => {
    const answer = await stranger<Page<LibraryCard>>('/api/Index/getLocalResourceList', {
      type: 'ebook',
    });
    expect(answer.data.list.map((book) => [book.title, book.readingDirection])).toEqual([
      ['Little Tadpoles Look for Mum', 'ltr'],
      ["The Arab Learner's Guide to Chinese", 'rtl'],
    ]);
    expect(answer.data.list[0]?.mediaType).toBe('application/epub+zip');
  });

  it('lists documents a viewer may see, class documents for the class', async () => {
    const forVisitor = await visitor<Page<LibraryCard>>('/api/Index/getLocalResourceList', {
      type: 'document',
    });
    expect(titles(forVisitor.data)).toEqual(['مفردات HSK المستوى الأول']);
    const forMember = await member<Page<LibraryCard>>('/api/Index/getLocalResourceList', {
      type: 'document',
    });
    expect(titles(forMember.data).sort()).toEqual(['HSK一级词汇表', '班级讲义'].sort());
    const badType = await visitor('/api/Index/getLocalResourceList', { type: 'video' });
    expect(badType.code).toBe(400);
  });

  it('opens an e-book or a document, and nothing else, by id', async () => {
    const book = await member<LibraryDetailPage>('/api/Index/getLocalResourceDetail', {
      id: content.ebooks.tadpole.id,
    });
    expect(book.data.item).toMatchObject({ title: '小蝌蚪找妈妈', author: '鲁兵' });
    expect(titles(book.data.related)).toEqual(['阿拉伯学习者汉语入门']);
    const classDoc = await visitor('/api/Index/getLocalResourceDetail', {
      id: content.documents.classDocument.id,
    });
    expect(classDoc.code).toBe(3540);
    const video = await visitor('/api/Index/getLocalResourceDetail', {
      id: content.videos.market.id,
    });
    expect(video.code).toBe(3540);
  });
});
