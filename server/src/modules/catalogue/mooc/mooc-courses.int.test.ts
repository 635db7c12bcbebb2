import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassHourPlace,
  ChapterNode,
  ClassHourNode,
  MoocCard,
  MoocDetail,
  MoocSemester,
  SemesterNode,
} from '@qiao/contracts/catalogue-mooc';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { classContents } from '../tables';
import type { MoocContent } from '../../../../test/fixtures/mooc-content';
import { seedWithViewers, type Viewers } from './mooc-test-setup';

let server: TestServer;
let content: MoocContent;
let viewers: Viewers;
beforeAll(async () => {
  server = await startTestServer();
  ({ content, ...viewers } = await seedWithViewers(server));
});
afterAll(async () => server?.close());

type Page<T> = { list: T[]; total: number };
const titles = (page: Page<MoocCard>) => page.list.map((card) => card.title);

describe('the MOOC list', () => {
  it('shows a visitor the open courses, most featured first, in the asked language', async () => {
    const zh = await viewers.visitor.post<Page<MoocCard>>('/api/Index/getMoocDataList', {});
    expect(zh.code).toBe(0);
    expect(titles(zh.data)).toEqual(['YCT一级：快乐学汉语', 'HSK一级标准教程', '中国传统节日']);
    expect(zh.data.total).toBe(3);
    const yct = zh.data.list[0]!;
    expect(yct).toMatchObject({
      object: 'child',
      difficulty: 'easy',
      chapterCount: 2,
      classHourCount: 6,
      teacherName: '王老师',
    });
    const ar = await viewers.visitor.post<Page<MoocCard>>('/api/Index/getMoocDataList', {}, 'al');
    expect(ar.data.list[0]!.title).toBe('YCT المستوى الأول: تعلّم الصينية بمرح');
  });

  it('filters by object, difficulty, direction and category, "all" meaning no filter', async () => {
    const list = async (body: object) =>
      titles((await viewers.visitor.post<Page<MoocCard>>('/api/Index/getMoocDataList', body)).data);
    expect(await list({ object: 'child' })).toEqual(['YCT一级：快乐学汉语']);
    expect(await list({ object: 'adult', difficulty: 'easy' })).toEqual(['HSK一级标准教程']);
    expect(await list({ direction: 'culture' })).toEqual(['中国传统节日']);
    expect(await list({ category: 'examination', object: 'all' })).toEqual([
      'YCT一级：快乐学汉语',
      'HSK一级标准教程',
    ]);
    expect(await list({ object: 'teacher' })).toEqual([]);
  });

  it('finds courses by a keyword in Chinese, pinyin, Arabic or English', async () => {
    const list = async (keyword: string) =>
      titles(
        (await viewers.visitor.post<Page<MoocCard>>('/api/Index/getMoocDataList', { keyword }))
          .data,
      );
    expect(await list('kuaile')).toEqual(['YCT一级：快乐学汉语']);
    expect(await list('节日')).toEqual(['中国传统节日']);
    expect(await list('الأعياد')).toEqual(['中国传统节日']);
    expect(await list('Festivals')).toEqual(['中国传统节日']);
    expect(await list('100%')).toEqual([]);
  });

  it('pages 20 by default and by pageCount, counting the whole list', async () => {
    const first = await viewers.visitor.post<Page<MoocCard>>('/api/Index/getMoocDataList', {
      currentPage: 1,
      pageCount: 2,
    });
    const second = await viewers.visitor.post<Page<MoocCard>>('/api/Index/getMoocDataList', {
      currentPage: 2,
      pageCount: 2,
    });
    expect(titles(first.data)).toEqual(['YCT一级：快乐学汉语', 'HSK一级标准教程']);
    expect(titles(second.data)).toEqual(['中国传统节日']);
    expect(second.data.total).toBe(3);
  });

  it('is also the GET getMukeList with the filters in the query', async () => {
    const answer = await viewers.visitor.get<Page<MoocCard>>('/api/muke/getMukeList', {
      object: 'teenager',
    });
    expect(titles(answer.data)).toEqual(['中国传统节日']);
  });

  it('shows a class-only course to the class members only, and never a back-office one', async () => {
    const body = { object: 'adult' };
    const seen = async (who: keyof Pick<Viewers, 'visitor' | 'outsider' | 'member'>) =>
      titles((await viewers[who].post<Page<MoocCard>>('/api/Index/getMoocDataList', body)).data);
    expect(await seen('visitor')).toEqual(['HSK一级标准教程']);
    expect(await seen('outsider')).toEqual(['HSK一级标准教程']);
    expect(await seen('member')).toEqual(['HSK一级标准教程', '班级专属课程']);
    const children = await viewers.member.post<Page<MoocCard>>('/api/Index/getMoocDataList', {
      object: 'child',
    });
    expect(titles(children.data)).toEqual(['YCT一级：快乐学汉语']);
  });
});

describe('a course page', () => {
  it('gives the description, teacher, semesters and counts', async () => {
    const answer = await viewers.visitor.post<MoocDetail>('/api/Index/getMoocDataDetail', {
      id: content.courses.yct.id,
    });
    expect(answer.data).toMatchObject({
      title: 'YCT一级：快乐学汉语',
      description: '十二课，每课七个课时。',
      teacher: { name: '王老师', title: '汉语教师' },
      semesters: [{ title: '2026年秋季', startsOn: '2026-09-01' }],
      counts: {
        semesters: 1,
        chapters: 2,
        classHours: 6,
        videos: 6,
        documents: 1,
        tests: 0,
        videoSeconds: 72,
      },
    });
    const viaGet = await viewers.visitor.get<MoocDetail>(
      '/api/muke/getMukeInfo',
      { id: content.courses.yct.id },
      'en',
    );
    expect(viaGet.data.title).toBe('YCT Level 1: Chinese for Fun');
    expect(viaGet.data.teacher?.name).toBe('Teacher Wang');
  });

  it('gives the whole tree down to the contents, without any media address', async () => {
    const answer = await viewers.visitor.post<MoocDetail & { tree: SemesterNode[] }>(
      '/api/Index/getMoocDataDetailNew',
      { id: content.courses.yct.id },
    );
    const [semester] = answer.data.tree;
    expect(semester!.chapters.map((chapter) => chapter.title)).toEqual(['第1课', '第2课']);
    const firstHour = semester!.chapters[0]!.classHours[0]!;
    expect(firstHour.title).toBe('课时1.1');
    expect(firstHour.contents).toEqual([
      { id: expect.any(String), kind: 'video', title: '视频1.1', durationSeconds: 12 },
      { id: expect.any(String), kind: 'document', title: '第1课讲义', durationSeconds: null },
    ]);
    expect(JSON.stringify(answer.data)).not.toContain('content/');
  });

  it('answers a translated "not found" for a hidden, back-office, unknown or malformed id', async () => {
    for (const id of [
      content.courses.classOnly.id,
      content.courses.backOffice.id,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ]) {
      const zh = await viewers.outsider.post('/api/Index/getMoocDataDetail', { id });
      expect(zh).toMatchObject({ success: false, code: 3520, message: '该课程不存在' });
    }
    const ar = await viewers.visitor.post(
      '/api/Index/getMoocDataDetailNew',
      { id: content.courses.classOnly.id },
      'al',
    );
    expect(ar).toMatchObject({ code: 3520, message: 'هذه الدورة غير موجودة' });
    const member = await viewers.member.post<MoocDetail>('/api/Index/getMoocDataDetail', {
      id: content.courses.classOnly.id,
    });
    expect(member.data.title).toBe('班级专属课程');
    const backOffice = await viewers.member.post('/api/Index/getMoocDataDetail', {
      id: content.courses.backOffice.id,
    });
    expect(backOffice.code).toBe(3520);
  });
});

describe('semesters, chapters and class hours', () => {
  it('lists the semesters of a visible course only', async () => {
    const open = await viewers.visitor.post<MoocSemester[]>('/api/muke/getSemesterByMukeId', {
      mukeId: content.courses.hsk.id,
    });
    expect(open.data.map((semester) => semester.title)).toEqual(['2026年秋季']);
    const hidden = await viewers.visitor.post('/api/muke/getSemesterByMukeId', {
      mukeId: content.courses.classOnly.id,
    });
    expect(hidden.code).toBe(3520);
  });

  it("lists a semester's chapters and class hours", async () => {
    const answer = await viewers.visitor.get<{ courseId: string; chapters: ChapterNode[] }>(
      '/api/muke/getTeachingList',
      { semesterId: content.trees.yct.semesterId },
      'al',
    );
    expect(answer.data.courseId).toBe(content.courses.yct.id);
    expect(answer.data.chapters.map((chapter) => chapter.title)).toEqual(['الدرس 1', 'الدرس 2']);
    expect(answer.data.chapters[1]!.classHours.map((hour) => hour.title)).toEqual([
      'الحصة 2.1',
      'الحصة 2.2',
      'الحصة 2.3',
    ]);
    const hidden = await viewers.outsider.get('/api/muke/getTeachingList', {
      semesterId: content.trees.classOnly.semesterId,
    });
    expect(hidden).toMatchObject({ code: 3521, message: '该学期不存在' });
    const member = await viewers.member.get<{ chapters: ChapterNode[] }>(
      '/api/muke/getTeachingList',
      { semesterId: content.trees.classOnly.semesterId },
    );
    expect(member.data.chapters).toHaveLength(1);
  });

  it("gives a class hour's contents and where it sits", async () => {
    const answer = await viewers.visitor.get<{ classHour: ClassHourNode; place: ClassHourPlace }>(
      '/api/muke/getContent',
      { classHourId: content.trees.yct.hourIds[0]! },
    );
    expect(answer.data.classHour.contents.map((item) => [item.kind, item.title])).toEqual([
      ['video', '视频1.1'],
      ['document', '第1课讲义'],
    ]);
    expect(answer.data.place).toMatchObject({
      courseTitle: 'YCT一级：快乐学汉语',
      semesterTitle: '2026年秋季',
      chapterTitle: '第1课',
    });
    for (const classHourId of [
      content.trees.classOnly.hourIds[0]!,
      content.trees.backOffice.hourIds[0]!,
      'x',
    ]) {
      const hidden = await viewers.outsider.get('/api/muke/getContent', { classHourId });
      expect(hidden).toMatchObject({ code: 3523, message: '该课时不存在' });
    }
  });

  it("shows an edit of a class hour's contents at the next call, though it remembers the last read", async () => {
    const classHourId = content.trees.yct.hourIds[0]!;
    const read = () =>
      viewers.visitor.get<{ classHour: ClassHourNode }>('/api/muke/getContent', { classHourId });
    const before = await read();
    const video = before.data.classHour.contents[0]!;
    const db = server.testDatabase.database.db;
    const [row] = await db.select().from(classContents).where(eq(classContents.id, video.id));
    await db
      .update(classContents)
      .set({ title: { ...row!.title, zh: '视频1.1（新）' } })
      .where(eq(classContents.id, video.id));
    try {
      const after = await read();
      expect(after.data.classHour.contents.map((item) => item.title)).toEqual([
        '视频1.1（新）',
        '第1课讲义',
      ]);
    } finally {
      await db
        .update(classContents)
        .set({ title: row!.title })
        .where(eq(classContents.id, video.id));
    }
  });

  it('gives the teaching list around a class hour, and the class hours of a chapter', async () => {
    const around = await viewers.visitor.post<{
      place: ClassHourPlace;
      classHourId: string;
      chapters: ChapterNode[];
    }>('/api/mukenew/getTeachingListByPeriod', { periodId: content.trees.yct.hourIds[4]! });
    expect(around.data.place.chapterTitle).toBe('第2课');
    expect(around.data.chapters.map((chapter) => chapter.classHours.length)).toEqual([3, 3]);
    const hours = await viewers.visitor.post<{ place: ClassHourPlace; chapter: ChapterNode }>(
      '/api/mukenew/getPeriodList',
      { chapterId: content.trees.yct.chapterIds[1]! },
      'en',
    );
    expect(hours.data.chapter.title).toBe('Lesson 2');
    expect(hours.data.place.courseTitle).toBe('YCT Level 1: Chinese for Fun');
    expect(hours.data.chapter.classHours.map((hour) => hour.contents[0]!.title)).toEqual([
      'Video 2.1',
      'Video 2.2',
      'Video 2.3',
    ]);
    const hidden = await viewers.visitor.post('/api/mukenew/getPeriodList', {
      chapterId: content.trees.classOnly.chapterIds[0]!,
    });
    expect(hidden).toMatchObject({ code: 3522, message: '该章节不存在' });
    const hiddenHour = await viewers.visitor.post('/api/mukenew/getTeachingListByPeriod', {
      periodId: content.trees.classOnly.hourIds[0]!,
    });
    expect(hiddenHour.code).toBe(3523);
  });
});

describe('my MOOCs', () => {
  it('needs a session', async () => {
    const add = await viewers.visitor.post('/api/mukenew/createMukeMine', {
      mukeId: content.courses.yct.id,
    });
    expect(add.code).toBe(401);
    const list = await viewers.visitor.post('/api/mukenew/getMukeMineList', {});
    expect(list.code).toBe(401);
  });

  it('keeps one entry per course, newest first, and only courses the user may see', async () => {
    for (const course of [content.courses.hsk, content.courses.yct, content.courses.yct]) {
      const added = await viewers.member.post('/api/mukenew/createMukeMine', { mukeId: course.id });
      expect(added.code).toBe(0);
    }
    const classOnly = await viewers.member.post('/api/mukenew/createMukeMine', {
      mukeId: content.courses.classOnly.id,
    });
    expect(classOnly.code).toBe(0);
    const refused = await viewers.outsider.post('/api/mukenew/createMukeMine', {
      mukeId: content.courses.classOnly.id,
    });
    expect(refused.code).toBe(3520);
    const mine = await viewers.member.post<Page<MoocCard & { addedAt: string }>>(
      '/api/mukenew/getMukeMineList',
      {},
    );
    expect(titles(mine.data)).toEqual(['班级专属课程', 'YCT一级：快乐学汉语', 'HSK一级标准教程']);
    expect(mine.data.total).toBe(3);
    const outsiders = await viewers.outsider.post<Page<MoocCard>>(
      '/api/mukenew/getMukeMineList',
      {},
    );
    expect(outsiders.data).toEqual({ list: [], total: 0 });
    const more = await viewers.member.post<{ inMine: boolean }>('/api/mukemore/getMukeInfoMore', {
      mukeId: content.courses.yct.id,
    });
    expect(more.data.inMine).toBe(true);
  });
});

describe('related courses, more about a course, a course in brief', () => {
  it('relates courses by shared filters, among those the viewer may see', async () => {
    const visitor = await viewers.visitor.post<MoocCard[]>('/api/mukenew/getMukeRelation', {
      mukeId: content.courses.hsk.id,
    });
    expect(visitor.data.map((card) => card.title)).toEqual(['YCT一级：快乐学汉语']);
    const member = await viewers.member.post<MoocCard[]>('/api/mukenew/getMukeRelation', {
      mukeId: content.courses.hsk.id,
    });
    expect(member.data.map((card) => card.title)).toEqual(['YCT一级：快乐学汉语', '班级专属课程']);
  });

  it('tells more: counts, the first class hour, and not in my MOOCs for a visitor', async () => {
    const answer = await viewers.visitor.post<{
      firstClassHourId: string;
      inMine: boolean;
      counts: { classHours: number };
    }>('/api/mukemore/getMukeInfoMore', { mukeId: content.courses.yct.id });
    expect(answer.data).toMatchObject({
      firstClassHourId: content.trees.yct.hourIds[0],
      inMine: false,
      counts: { classHours: 6 },
    });
  });

  it('gives a course in brief and refuses a hidden one', async () => {
    const brief = await viewers.visitor.post('/api/courses/getCourseInfo', {
      courseId: content.courses.hsk.id,
    });
    expect(brief.data).toMatchObject({
      title: 'HSK一级标准教程',
      price: null,
      classHourCount: 2,
      firstClassHourId: content.trees.hsk.hourIds[0],
    });
    const hidden = await viewers.visitor.post('/api/courses/getCourseInfo', {
      courseId: content.courses.backOffice.id,
    });
    expect(hidden.code).toBe(3520);
  });
});
