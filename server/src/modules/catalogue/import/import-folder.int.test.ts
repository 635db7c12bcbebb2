import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@qiao/contracts/errors';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { LocalDiskStore } from '../../../platform/storage/local-disk-store';
import { examPaperStore } from '../../exams';
import { examPapers } from '../../exams/tables';
import {
  catalogueCollections,
  catalogueItems,
  classContents,
  classHours,
  contentClassGrants,
  courseChapters,
  courses,
  itemAttachments,
  learningClasses,
} from '../tables';
import { EXAM_FILES, lessonTest, shortYctPaper } from './exam-paper-test-data';
import { importFolder } from './import-folder';

let testDb: TestDatabase;
let db: Db;
let store: LocalDiskStore;
let root: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-import-'));
  store = new LocalDiskStore(path.join(root, 'objects'));
  await store.prepare();
});
afterAll(async () => {
  await store?.close();
  await testDb?.drop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

/** A folder with `manifest` and the given files. */
async function folder(name: string, manifest: unknown, files: Record<string, string> = {}) {
  const dir = path.join(root, name);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
  return dir;
}

/** The message an operator reads when an import fails, or 'imported'. */
async function attempt(dir: string): Promise<string> {
  try {
    await importFolder(db, store, dir, examPaperStore);
    return 'imported';
  } catch (error) {
    if (error instanceof AppError) return errorMessage(error.key, 'en', error.params);
    throw error;
  }
}

const video = (file: string, title = '视频') => ({
  kind: 'video',
  title: { zh: title },
  file,
  captions: { ar: 'captions/a.ar.vtt' },
  durationSeconds: 9,
});

function yct(chapters: number, hoursPerChapter: number, title = 'YCT一级：快乐学汉语') {
  return {
    type: 'course',
    course: {
      slug: 'yct-test',
      title: { zh: title, ar: 'YCT المستوى الأول', en: 'YCT Level 1' },
      cover: 'cover.webp',
      audience: 'child',
      difficulty: 'easy',
      semesters: [
        {
          title: { zh: '2026年秋季' },
          chapters: Array.from({ length: chapters }, (_, c) => ({
            title: { zh: `第${c + 1}课` },
            hours: Array.from({ length: hoursPerChapter }, (_, h) => ({
              title: { zh: `课时${h + 1}` },
              requiresPrevious: h > 0,
              contents: [video('clips/a.mp4')],
            })),
          })),
        },
      ],
    },
  };
}

const COURSE_FILES = {
  'cover.webp': 'cover bytes',
  'clips/a.mp4': 'not really a video',
  'captions/a.ar.vtt': 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nمرحبًا\n',
};

async function count(
  table: typeof courses | typeof classHours | typeof catalogueItems | typeof examPapers,
) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

async function course(slug: string) {
  const [row] = await db.select().from(courses).where(eq(courses.slug, slug));
  return row!;
}

async function hoursOf(slug: string) {
  return db
    .select({
      id: classHours.id,
      title: classHours.title,
      requiresPrevious: classHours.requiresPrevious,
    })
    .from(classHours)
    .innerJoin(courseChapters, eq(courseChapters.id, classHours.chapterId))
    .innerJoin(sql`course_semesters s`, sql`s.id = ${courseChapters.semesterId}`)
    .innerJoin(courses, sql`${courses.id} = s.course_id`)
    .where(eq(courses.slug, slug))
    .orderBy(asc(courseChapters.position), asc(classHours.position));
}

describe('importing a course folder', () => {
  it('writes the whole tree, stores the media by content and makes it findable by pinyin', async () => {
    const dir = await folder('course', yct(3, 2), COURSE_FILES);
    expect(await attempt(dir)).toBe('imported');

    const [course] = await db.select().from(courses).where(eq(courses.slug, 'yct-test'));
    expect(course!.title.zh).toBe('YCT一级：快乐学汉语');
    expect(course!.audience).toBe('child');
    expect(course!.searchText).toContain('kuaile');
    expect(course!.searchText).toContain('yct المستوى الاول');

    const cover = createHash('sha256').update('cover bytes').digest('hex');
    expect(course!.coverKey).toBe(`content/${cover}`);
    expect(await store.exists(`content/${cover}`)).toBe(true);

    const hours = await hoursOf('yct-test');
    expect(hours).toHaveLength(6);
    expect(hours.map((hour) => hour.requiresPrevious)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('updates on re-import: same course and class hour ids, extra hours removed, no copies', async () => {
    const before = await hoursOf('yct-test');
    const [{ id: courseId }] = (await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'yct-test'))) as [{ id: string }];

    const dir = await folder('course-again', yct(2, 2, 'YCT一级（新版）'), COURSE_FILES);
    expect(await attempt(dir)).toBe('imported');

    const [course] = await db.select().from(courses).where(eq(courses.slug, 'yct-test'));
    expect(course!.id).toBe(courseId);
    expect(course!.title.zh).toBe('YCT一级（新版）');
    expect(await count(courses)).toBe(1);
    const after = await hoursOf('yct-test');
    expect(after.map((hour) => hour.id)).toEqual(before.slice(0, 4).map((hour) => hour.id));
    expect(await count(classHours)).toBe(4);
  });

  it('imports nothing from a manifest with a bad field and names the field', async () => {
    const bad = yct(3, 1, '不应该写入');
    bad.course.semesters[0]!.chapters[2]!.hours[0]!.title = { zh: '' };
    const dir = await folder('course-bad', bad, COURSE_FILES);
    expect(await attempt(dir)).toContain(
      'course.semesters[0].chapters[2].hours[0].title.zh: Too small',
    );
    const [course] = await db.select().from(courses).where(eq(courses.slug, 'yct-test'));
    expect(course!.title.zh).toBe('YCT一级（新版）');
    expect(await count(classHours)).toBe(4);
  });

  it('takes a price in minor units of its currency, and a re-import without one makes it free', async () => {
    const priced = yct(1, 1, 'YCT一级（付费）');
    const withPrice = {
      ...priced,
      course: { ...priced.course, price: { amountMinor: 4900, currency: 'SAR' } },
    };
    expect(await attempt(await folder('course-priced', withPrice, COURSE_FILES))).toBe('imported');
    expect(await course('yct-test')).toMatchObject({ priceMinor: 4900, priceCurrency: 'SAR' });

    const zero = {
      ...priced,
      course: { ...priced.course, price: { amountMinor: 0, currency: 'SAR' } },
    };
    expect(await attempt(await folder('course-free-price', zero, COURSE_FILES))).toContain(
      'course.price.amountMinor',
    );
    const pounds = {
      ...priced,
      course: { ...priced.course, price: { amountMinor: 100, currency: 'GBP' } },
    };
    expect(await attempt(await folder('course-pounds', pounds, COURSE_FILES))).toContain(
      'course.price.currency',
    );
    expect(await course('yct-test')).toMatchObject({ priceMinor: 4900, priceCurrency: 'SAR' });

    expect(await attempt(await folder('course-free', priced, COURSE_FILES))).toBe('imported');
    expect(await course('yct-test')).toMatchObject({ priceMinor: null, priceCurrency: null });
    // Back to the tree the next tests expect.
    expect(
      await attempt(await folder('course-restored', yct(2, 2, 'YCT一级（新版）'), COURSE_FILES)),
    ).toBe('imported');
  });

  it('imports nothing when a named file is missing, and says which field names it', async () => {
    const manifest = yct(1, 1, '缺文件');
    manifest.course.semesters[0]!.chapters[0]!.hours[0]!.contents[0]!.file = 'clips/missing.mp4';
    const dir = await folder('course-missing', manifest, COURSE_FILES);
    expect(await attempt(dir)).toBe(
      'course.semesters[0].chapters[0].hours[0].contents[0].file names the file clips/missing.mp4, which is not in the folder; nothing was imported',
    );
    const [course] = await db.select().from(courses).where(eq(courses.slug, 'yct-test'));
    expect(course!.title.zh).toBe('YCT一级（新版）');
  });

  it('says so when the folder has no manifest', async () => {
    const dir = path.join(root, 'empty');
    await fs.mkdir(dir);
    expect(await attempt(dir)).toBe(`There is no manifest.json in the folder ${dir}`);
  });
});

describe('importing a collection and items', () => {
  const section = (items: object[]) => ({
    type: 'collection',
    collection: {
      slug: 'road-test',
      kind: 'road_section',
      title: { zh: '丝绸之路', ar: 'طريق الحرير' },
      visibility: 'classes',
      classes: ['cairo-class-a'],
      items,
    },
  });
  const road = (slug: string, title: string) => ({
    slug,
    kind: 'road',
    title: { zh: title },
    body: { zh: `<p>${title}</p>` },
    attachments: [{ title: { en: 'Word cards' }, file: 'cards.pdf' }],
  });

  it('writes the collection, its items and attachments, and gives it to the named class', async () => {
    const dir = await folder('road', section([road('road-a', '张骞'), road('road-b', '瓷器')]), {
      'cards.pdf': '%PDF-1.4 cards',
    });
    expect(await attempt(dir)).toBe('imported');
    const [collection] = await db
      .select()
      .from(catalogueCollections)
      .where(eq(catalogueCollections.slug, 'road-test'));
    const items = await db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.collectionId, collection!.id))
      .orderBy(asc(catalogueItems.slug));
    expect(items.map((item) => item.slug)).toEqual(['road-a', 'road-b']);
    const attachments = await db
      .select()
      .from(itemAttachments)
      .where(eq(itemAttachments.itemId, items[0]!.id));
    expect(attachments.map((a) => [a.fileName, a.mediaType])).toEqual([
      ['cards.pdf', 'application/pdf'],
    ]);

    const [klass] = await db
      .select()
      .from(learningClasses)
      .where(eq(learningClasses.slug, 'cairo-class-a'));
    const grants = await db
      .select()
      .from(contentClassGrants)
      .where(eq(contentClassGrants.subjectId, collection!.id));
    expect(grants).toEqual([{ subjectId: collection!.id, classId: klass!.id }]);
  });

  it('re-imported, keeps exactly the items its manifest lists', async () => {
    const [before] = await db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.slug, 'road-a'));
    const dir = await folder('road-again', section([road('road-a', '张骞出使西域')]), {
      'cards.pdf': '%PDF-1.4 cards',
    });
    expect(await attempt(dir)).toBe('imported');
    const items = await db
      .select()
      .from(catalogueItems)
      .where(sql`${catalogueItems.slug} like 'road-%'`);
    expect(items.map((item) => [item.id, item.title.zh])).toEqual([[before!.id, '张骞出使西域']]);
  });

  it('imports none of a list of items when one names a course that does not exist', async () => {
    const dir = await folder('live', {
      type: 'items',
      items: [
        { slug: 'news-ok', kind: 'news', title: { zh: '新闻' } },
        {
          slug: 'live-orphan',
          kind: 'live',
          course: 'no-such-course',
          title: { zh: '直播' },
          live: { startsAt: '2026-01-01T10:00:00Z', endsAt: '2026-01-01T11:00:00Z', room: 'r1' },
        },
      ],
    });
    expect(await attempt(dir)).toBe(
      'items[1].course names the course no-such-course, which does not exist; nothing was imported',
    );
    expect(
      await db.select().from(catalogueItems).where(eq(catalogueItems.slug, 'news-ok')),
    ).toEqual([]);
  });

  it('takes the duration from the manifest when the file cannot be measured', async () => {
    const dir = await folder(
      'weike',
      {
        type: 'items',
        items: [
          {
            slug: 'weike-x',
            kind: 'weike',
            title: { zh: '你好' },
            file: 'a.mp4',
            durationSeconds: 12,
          },
        ],
      },
      { 'a.mp4': 'not a real video' },
    );
    expect(await attempt(dir)).toBe('imported');
    const [item] = await db.select().from(catalogueItems).where(eq(catalogueItems.slug, 'weike-x'));
    expect([item!.mediaType, item!.mediaBytes, item!.durationSeconds]).toEqual([
      'video/mp4',
      16,
      12,
    ]);
  });
});

const sha = (content: string) => createHash('sha256').update(content).digest('hex');

async function paper(slug: string) {
  const [row] = await db.select().from(examPapers).where(eq(examPapers.slug, slug));
  return row;
}

describe('importing an exam paper', () => {
  it('stores the paper with its sounds and pictures, checked against its level', async () => {
    const dir = await folder('exam', { type: 'exam', exam: shortYctPaper() }, EXAM_FILES);
    expect(await attempt(dir)).toBe('imported');

    const row = await paper('yct-1-short-test');
    expect([row!.kind, row!.family, row!.level, row!.format]).toEqual(['mock', 'yct', 1, 'short']);
    const [listening, reading] = row!.paper.sections;
    const heard = listening!.parts[0]!.items[0]!;
    expect(heard.audio).toBe(`content/${sha('sound: 猫')}`);
    expect(heard.type === 'pictureTrueFalse' && heard.picture).toBe(
      `content/${sha('picture of a cat')}`,
    );
    expect(listening!.parts[2]!.bank!.map((option) => option.picture)).toEqual([
      `content/${sha('picture of red')}`,
      `content/${sha('picture of a dog')}`,
    ]);
    expect(reading!.parts.map((part) => part.type)).toEqual([
      'pictureTrueFalse',
      'matchSentences',
      'gapFillWordBank',
    ]);
    expect(await store.exists(`content/${sha('sound: 你去哪儿')}`)).toBe(true);
  });

  it('imported again, replaces the paper of its slug', async () => {
    const changed = shortYctPaper();
    changed.title = { zh: 'YCT一级 模拟（新）' };
    const dir = await folder('exam-again', { type: 'exam', exam: changed }, EXAM_FILES);
    expect(await attempt(dir)).toBe('imported');
    expect((await paper('yct-1-short-test'))!.title.zh).toBe('YCT一级 模拟（新）');
    expect(await count(examPapers)).toBe(1);
  });

  it('names a bad item by its path and writes nothing of the folder', async () => {
    const bad = shortYctPaper('yct-1-bad');
    const item = bad.sections[0]!.parts[3]!.items[0]!;
    if (item.type === 'dialogueChoice') item.answer = 'D';
    const dir = await folder('exam-bad', { type: 'exam', exam: bad }, EXAM_FILES);
    expect(await attempt(dir)).toBe(
      'manifest.json is not valid, nothing was imported: \n' +
        '  exam.sections[0].parts[3].items[0].answer: the answer D is not an option',
    );
    expect(await paper('yct-1-bad')).toBeUndefined();
  });

  it('names a missing sound by its item and writes nothing', async () => {
    const files = Object.fromEntries(
      Object.entries(EXAM_FILES).filter(([file]) => file !== 'audio/red.mp3'),
    );
    const dir = await folder(
      'exam-missing',
      { type: 'exam', exam: shortYctPaper('yct-1-missing') },
      files,
    );
    expect(await attempt(dir)).toBe(
      'exam.sections[0].parts[2].items[0].audio names the file audio/red.mp3, which is not in the folder; nothing was imported',
    );
    expect(await paper('yct-1-missing')).toBeUndefined();
  });

  it('refuses a course whose test content names no lesson paper, writing nothing', async () => {
    const manifest = yct(1, 2, 'YCT一级（测验缺失）');
    Object.assign(manifest.course, { slug: 'yct-missing-test' });
    (manifest.course.semesters[0]!.chapters[0]!.hours[1]!.contents as object[]).push({
      kind: 'test',
      title: { zh: '第一课 小测验' },
      test: 'no-such-lesson-test',
    });
    expect(await attempt(await folder('course-missing-test', manifest, COURSE_FILES))).toBe(
      'course.semesters[0].chapters[0].hours[1].contents[1].test names the lesson test ' +
        'no-such-lesson-test, which does not exist; import its folder first. Nothing was imported',
    );
    expect(await db.select().from(courses).where(eq(courses.slug, 'yct-missing-test'))).toEqual([]);
  });

  it('gives a course its exam level and a class hour its lesson test, named by slug', async () => {
    const dir = await folder('lesson-test', { type: 'exam', exam: lessonTest() }, EXAM_FILES);
    expect(await attempt(dir)).toBe('imported');
    expect((await paper('yct-1-lesson-1-test'))!.kind).toBe('lesson');

    const manifest = yct(1, 2, 'YCT一级（带测验）');
    Object.assign(manifest.course, { exam: { family: 'yct', level: 1 } });
    const lastHour = manifest.course.semesters[0]!.chapters[0]!.hours[1]!;
    (lastHour.contents as object[]).push({
      kind: 'test',
      title: { zh: '第一课 小测验' },
      test: 'yct-1-lesson-1-test',
    });
    expect(await attempt(await folder('course-with-test', manifest, COURSE_FILES))).toBe(
      'imported',
    );

    const [course] = await db.select().from(courses).where(eq(courses.slug, 'yct-test'));
    expect([course!.examFamily, course!.examLevel]).toEqual(['yct', 1]);
    const hours = await hoursOf('yct-test');
    const contents = await db
      .select()
      .from(classContents)
      .where(eq(classContents.classHourId, hours[1]!.id))
      .orderBy(asc(classContents.position));
    expect(contents.map((content) => [content.kind, content.testRef, content.mediaKey])).toEqual([
      ['video', null, `content/${sha('not really a video')}`],
      ['test', 'yct-1-lesson-1-test', null],
    ]);
  });
});
