import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { searchForm } from '../../modules/catalogue/search-text';
import {
  catalogueCollections,
  catalogueItems,
  classContents,
  classHours,
  courseChapters,
  courseSemesters,
  courses,
  searchKeywords,
} from '../../modules/catalogue/tables';
import { examPapers } from '../../modules/exams/tables';
import type { Db } from '../../platform/db/database';
import { runSeeds } from '../../platform/seed/run-seeds';
import { LocalDiskStore } from '../../platform/storage/local-disk-store';
import { demoCatalogueStep } from './demo-catalogue-step';
import { keepDemoLiveCurrent } from './demo-live-schedule';

let testDb: TestDatabase;
let db: Db;
let store: LocalDiskStore;
let root: string;
const seededAt = Date.now();

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-demo-'));
  store = new LocalDiskStore(path.join(root, 'objects'));
  await store.prepare();
  await runSeeds(db, [demoCatalogueStep(store)], { info: () => undefined });
});
afterAll(async () => {
  await store?.close();
  await testDb?.drop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

async function course(slug: string) {
  const [row] = await db.select().from(courses).where(eq(courses.slug, slug));
  return row!;
}

async function item(slug: string) {
  const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.slug, slug));
  return row!;
}

/** Slugs of rows whose search text holds the query, as the search calls match it. */
async function found(query: string): Promise<string[]> {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(ilike(courses.searchText, `%${searchForm(query)}%`));
  return rows.map((row) => row.slug);
}

describe('the demo catalogue', () => {
  it('has the five courses with their titles and filters', async () => {
    const rows = await db.select().from(courses).orderBy(asc(courses.position));
    expect(
      rows.map((row) => [
        row.slug,
        row.title.zh,
        row.audience,
        row.difficulty,
        row.direction,
        row.category,
      ]),
    ).toEqual([
      ['yct-1', 'YCT一级：快乐学汉语', 'child', 'easy', 'learn', 'examination'],
      ['hsk-1', 'HSK一级标准教程', 'adult', 'easy', 'learn', 'examination'],
      ['culture-festivals', '中国传统节日', 'teenager', 'normal', 'culture', 'learn'],
      [
        'teaching-arab-learners',
        '面向阿拉伯学生的汉语教学',
        'teacher',
        'complex',
        'learn',
        'profession',
      ],
      ['everyday-beijing', '北京生活汉语', 'adult', 'normal', 'learn', 'learn'],
    ]);
    expect((await course('yct-1')).title.ar).toBe('YCT المستوى الأول: تعلّم الصينية بمرح');
    expect((await course('hsk-1')).title.en).toBe('HSK 1 Standard Course');
  });

  it('gives YCT one semester of 12 lessons × 7 class hours, each one captioned video under 5 minutes', async () => {
    const yct = await course('yct-1');
    const semesters = await db
      .select()
      .from(courseSemesters)
      .where(eq(courseSemesters.courseId, yct.id));
    expect(semesters.map((s) => s.title.zh)).toEqual(['2026年秋季']);
    const chapters = await db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.semesterId, semesters[0]!.id))
      .orderBy(asc(courseChapters.position));
    expect(chapters.map((c) => c.title.zh)).toEqual([
      '第1课 你好',
      '第2课 谢谢',
      '第3课 你叫什么名字',
      '第4课 数字',
      '第5课 家人',
      '第6课 颜色',
      '第7课 动物',
      '第8课 水果',
      '第9课 身体',
      '第10课 时间',
      '第11课 天气',
      '第12课 学校',
    ]);
    const hours = await db
      .select({
        chapterId: classHours.chapterId,
        requiresPrevious: classHours.requiresPrevious,
        position: classHours.position,
      })
      .from(classHours)
      .where(
        inArray(
          classHours.chapterId,
          chapters.map((c) => c.id),
        ),
      );
    expect(hours).toHaveLength(84);
    for (const hour of hours) expect(hour.requiresPrevious).toBe(hour.position > 0);
    const videos = await db
      .select()
      .from(classContents)
      .innerJoin(classHours, eq(classHours.id, classContents.classHourId))
      .where(
        inArray(
          classHours.chapterId,
          chapters.map((c) => c.id),
        ),
      );
    const tests = videos.filter(({ class_contents: content }) => content.kind === 'test');
    expect(
      tests.map(({ class_contents: test, class_hours: hour }) => [
        chapters.findIndex((chapter) => chapter.id === hour.chapterId),
        hour.position,
        test.testRef,
        test.mediaKey,
      ]),
    ).toEqual([[0, 6, 'yct-1-lesson-1-test', null]]);
    expect(videos.filter(({ class_contents: content }) => content.kind !== 'test')).toHaveLength(
      84,
    );
    for (const { class_contents: video } of videos) {
      if (video.kind === 'test') continue;
      expect(video.kind).toBe('video');
      expect(video.mediaType).toBe('video/mp4');
      expect(video.durationSeconds).toBeGreaterThanOrEqual(8);
      expect(video.durationSeconds).toBeLessThan(300);
      expect(Object.keys(video.captions ?? {}).sort()).toEqual(['ar', 'zh']);
      expect(await store.exists(video.mediaKey!)).toBe(true);
    }
  });

  it('gives HSK 1 five chapters of three hours, and a PDF in each chapter', async () => {
    const hsk = await course('hsk-1');
    expect([hsk.examFamily, hsk.examLevel]).toEqual(['hsk', 1]);
    expect([(await course('yct-1')).examFamily, (await course('yct-1')).examLevel]).toEqual([
      'yct',
      1,
    ]);
    const contents = await db
      .select({
        kind: classContents.kind,
        type: classContents.mediaType,
        testRef: classContents.testRef,
      })
      .from(classContents)
      .innerJoin(classHours, eq(classHours.id, classContents.classHourId))
      .innerJoin(courseChapters, eq(courseChapters.id, classHours.chapterId))
      .innerJoin(courseSemesters, eq(courseSemesters.id, courseChapters.semesterId))
      .where(eq(courseSemesters.courseId, hsk.id));
    expect(contents.filter((c) => c.kind === 'video')).toHaveLength(15);
    expect(
      contents.filter((c) => c.kind === 'document' && c.type === 'application/pdf'),
    ).toHaveLength(5);
    expect(contents.filter((c) => c.kind === 'test').map((c) => c.testRef)).toEqual([
      'hsk-1-lesson-1-test',
    ]);
  });

  it('has a mock paper of every level, full for YCT 1, YCT 2 and HSK 1, with its sounds stored', async () => {
    const papers = await db
      .select()
      .from(examPapers)
      .orderBy(asc(examPapers.family), asc(examPapers.level), asc(examPapers.slug));
    expect(
      papers.map((paper) => [paper.slug, paper.kind, paper.format, paper.requiresRealName]),
    ).toEqual([
      ['hsk-1-mock-1', 'mock', 'full', true],
      ['hsk-2-short-1', 'mock', 'short', false],
      ['hsk-3-short-1', 'mock', 'short', false],
      ['hsk-4-short-1', 'mock', 'short', false],
      ['hsk-5-short-1', 'mock', 'short', false],
      ['hsk-6-short-1', 'mock', 'short', false],
      ['yct-1-mock-1', 'mock', 'full', false],
      ['yct-2-mock-1', 'mock', 'full', false],
      ['yct-3-short-1', 'mock', 'short', false],
      ['yct-4-short-1', 'mock', 'short', false],
      ['hsk-1-lesson-1-test', 'lesson', 'full', false],
      ['yct-1-lesson-1-test', 'lesson', 'full', false],
    ]);
    const yct1 = papers.find((paper) => paper.slug === 'yct-1-mock-1')!;
    expect(yct1.title.zh).toContain('YCT 1');
    const heard = yct1.paper.sections[0]!.parts[0]!.items[0]!;
    expect(heard.transcript).toEqual({ hanzi: '猫', pinyin: 'māo' });
    expect(await store.exists(heard.audio!)).toBe(true);
    expect(heard.type === 'pictureTrueFalse' && (await store.exists(heard.picture))).toBe(true);
  });

  it('has the collections of the table', async () => {
    const rows = await db
      .select({ slug: catalogueCollections.slug, kind: catalogueCollections.kind })
      .from(catalogueCollections)
      .orderBy(asc(catalogueCollections.slug));
    expect(Object.fromEntries(rows.map((row) => [row.slug, row.kind]))).toEqual({
      'audio-cards-greetings': 'audio_card_category',
      'audio-cards-numbers': 'audio_card_category',
      'discover-culture': 'discover_category',
      'discover-daily-life': 'discover_category',
      'explore-china': 'explore_section',
      'live-spring-festival-replays': 'replay_group',
      'live-yct-open-class-replays': 'replay_group',
      'rainbow-dragon': 'rainbow_section',
      'road-history': 'road_section',
      'road-today': 'road_section',
      'weike-greetings': 'weike_series',
    });
  });

  it('has the single items of the table, by kind', async () => {
    const rows = await db
      .select({ kind: catalogueItems.kind, n: sql<number>`count(*)::int` })
      .from(catalogueItems)
      .groupBy(catalogueItems.kind);
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.n]))).toEqual({
      weike: 4,
      video: 6,
      ebook: 3,
      document: 2,
      news: 6,
      notice: 3,
      case: 4,
      road: 4,
      rainbow: 2,
      explore: 3,
      audio_card: 12,
      live: 4,
      replay: 4,
    });
    expect((await item('weike-greetings-1')).title).toMatchObject({ zh: '你好', ar: 'مرحبًا' });
    expect((await item('explore-beijing')).mediaType).toBe('video/mp4');
  });

  it('has an e-book left to right, one right to left, and a rainbow e-book in its section', async () => {
    expect((await item('ebook-little-tadpole')).readingDirection).toBe('ltr');
    expect((await item('ebook-arabic-guide')).readingDirection).toBe('rtl');
    expect((await item('ebook-arabic-guide')).mediaType).toBe('application/epub+zip');
    const rainbow = await item('rainbow-dragon-ebook');
    const [section] = await db
      .select()
      .from(catalogueCollections)
      .where(eq(catalogueCollections.id, rainbow.collectionId!));
    expect([rainbow.kind, section!.slug]).toEqual(['ebook', 'rainbow-dragon']);
  });

  it('has PDF documents stored as real PDFs', async () => {
    const doc = await item('doc-hsk1-vocabulary');
    const stream = await store.get(doc.mediaKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stream.body) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('puts the newest news first by date', async () => {
    const [newest] = await db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.kind, 'news'))
      .orderBy(sql`${catalogueItems.publishedAt} desc`)
      .limit(1);
    expect(newest!.title).toMatchObject({
      zh: '2026年国际中文日活动在开罗举行',
      ar: 'فعاليات يوم اللغة الصينية الدولي 2026 في القاهرة',
    });
  });

  it('has one live class on now, one ahead, and two ended whose replays belong to the same courses', async () => {
    const lives = await db.select().from(catalogueItems).where(eq(catalogueItems.kind, 'live'));
    const now = lives.filter(
      (row) =>
        Date.parse(row.live!.startsAt) <= seededAt && seededAt < Date.parse(row.live!.endsAt),
    );
    expect(now.map((row) => row.slug)).toEqual(['live-hsk-weekly']);
    expect(Date.parse(now[0]!.live!.endsAt) - Date.parse(now[0]!.live!.startsAt)).toBe(
      (60 * 24 + 1) * 3600_000,
    );
    const ahead = lives.filter((row) => seededAt < Date.parse(row.live!.startsAt));
    expect(ahead.map((row) => row.slug)).toEqual(['live-tones-workshop']);
    const ended = lives.filter((row) => Date.parse(row.live!.endsAt) < seededAt);
    expect(ended).toHaveLength(2);
    for (const live of ended) {
      const replays = await db
        .select()
        .from(catalogueItems)
        .where(ilike(catalogueItems.slug, `${live.slug}-replay-%`));
      expect(replays.map((r) => [r.kind, r.courseId])).toEqual([
        ['replay', live.courseId],
        ['replay', live.courseId],
      ]);
    }
  });

  it('gives every audio card its face and voice', async () => {
    const cards = await db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.kind, 'audio_card'));
    for (const card of cards) {
      expect(card.card?.hanzi).toBeTruthy();
      expect(card.mediaType).toBe('audio/mpeg');
    }
  });

  it('sells two courses no demo step uses, one in riyals and one in yuan; the rest are free', async () => {
    const rows = await db.select().from(courses).orderBy(asc(courses.position));
    expect(rows.map((row) => [row.slug, row.priceMinor, row.priceCurrency])).toEqual([
      ['yct-1', null, null],
      ['hsk-1', null, null],
      ['culture-festivals', null, null],
      ['teaching-arab-learners', 4900, 'SAR'],
      ['everyday-beijing', 9900, 'CNY'],
    ]);
  });

  it('pins the hot words', async () => {
    const words = await db.select().from(searchKeywords).where(eq(searchKeywords.pinned, true));
    expect(words.map((w) => w.word).sort()).toEqual(
      ['HSK', 'YCT', 'pinyin', 'النطق', '汉字', '你好'].sort(),
    );
  });

  it('is found by pinyin, Arabic and English', async () => {
    expect(await found('kuaile')).toEqual(['yct-1']);
    expect(await found('الأعياد')).toEqual(['culture-festivals']);
    expect(await found('festivals')).toEqual(['culture-festivals']);
  });
});

// Last in the file: it moves the demo's live classes on, as a demo left running for weeks would.
describe('a demo that runs for weeks', () => {
  it('still has one live class on now and one ahead after a restart, and the ended ones stay', async () => {
    const later = new Date(seededAt + 58 * 24 * 3600_000);
    const endedBefore = await db
      .select({ slug: catalogueItems.slug, live: catalogueItems.live })
      .from(catalogueItems)
      .where(inArray(catalogueItems.slug, ['live-spring-festival', 'live-yct-open-class']));
    expect(await keepDemoLiveCurrent(db, later)).toBe(2);

    const lives = await db.select().from(catalogueItems).where(eq(catalogueItems.kind, 'live'));
    const at = later.getTime();
    const on = lives.filter(
      (row) => Date.parse(row.live!.startsAt) <= at && at < Date.parse(row.live!.endsAt),
    );
    expect(on.map((row) => row.slug)).toEqual(['live-hsk-weekly']);
    const ahead = lives.filter((row) => at < Date.parse(row.live!.startsAt));
    expect(ahead.map((row) => row.slug)).toEqual(['live-tones-workshop']);
    expect(Date.parse(ahead[0]!.live!.startsAt)).toBe(at + 3 * 24 * 3600_000);
    for (const ended of endedBefore) {
      expect(lives.find((row) => row.slug === ended.slug)!.live).toEqual(ended.live);
    }

    // A second start the same day changes nothing.
    expect(await keepDemoLiveCurrent(db, later)).toBe(0);
  });
});
