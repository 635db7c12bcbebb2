import { describe, expect, it } from 'vitest';
import { contentManifest, issuePath, manifestIssues, mediaPath } from './content-manifest';

const hour = (extra: object = {}) => ({
  title: { zh: '生词' },
  contents: [{ kind: 'video', title: { zh: '视频' }, file: 'clips/a.mp4' }],
  ...extra,
});

const course = (extra: object = {}) => ({
  type: 'course',
  course: {
    slug: 'yct-1',
    title: { zh: 'YCT一级', ar: 'YCT المستوى الأول' },
    audience: 'child',
    semesters: [
      { title: { zh: '2026年秋季' }, chapters: [{ title: { zh: '第1课' }, hours: [hour()] }] },
    ],
    ...extra,
  },
});

/** The issues of a manifest as the importer prints them. */
function problems(manifest: unknown): string[] {
  const parsed = contentManifest.safeParse(manifest);
  return parsed.success ? [] : manifestIssues(parsed.error);
}

describe('content manifest', () => {
  it('accepts a course tree and fills the defaults', () => {
    const parsed = contentManifest.parse(course());
    expect(parsed.type).toBe('course');
    if (parsed.type !== 'course') return;
    expect(parsed.course.visibility).toBe('everyone');
    expect(parsed.course.semesters[0]!.chapters[0]!.hours[0]!.requiresPrevious).toBe(false);
  });

  it('names the bad field by its path', () => {
    const bad = course();
    bad.course.semesters[0]!.chapters.push(
      { title: { zh: '第2课' }, hours: [hour()] },
      { title: { zh: '第3课' }, hours: [hour({ title: { zh: '' } })] },
    );
    expect(problems(bad)).toEqual([
      'course.semesters[0].chapters[2].hours[0].title.zh: Too small: expected string to have >=1 characters',
      'course.semesters[0].chapters[2].hours[0].title: one language at least',
    ]);
  });

  it('wants a title in one language at least', () => {
    expect(problems(course({ title: {} }))).toEqual(['course.title: one language at least']);
  });

  it('refuses unknown filter values and unknown fields', () => {
    expect(problems(course({ audience: 'toddler' }))[0]).toMatch(/^course\.audience: /);
    expect(problems(course({ colour: 'red' }))[0]).toMatch(/^course: Unrecognized key: "colour"/);
  });

  it('wants class slugs exactly when visibility is "classes"', () => {
    expect(problems(course({ visibility: 'classes' }))).toEqual([
      'course.classes: visibility "classes" needs at least one class slug',
    ]);
    expect(problems(course({ visibility: 'everyone', classes: ['class-a'] }))).toEqual([
      'course.classes: classes are only given with visibility "classes"',
    ]);
    expect(problems(course({ visibility: 'classes', classes: ['class-a'] }))).toEqual([]);
  });

  it('refuses slugs that are not lower-case words with dashes', () => {
    expect(problems(course({ slug: 'YCT 1' }))[0]).toMatch(/^course\.slug: /);
  });

  it('gives each kind of item what it needs', () => {
    const items = (item: object) => ({
      type: 'items',
      items: [{ slug: 'one', title: { en: 'One' }, ...item }],
    });
    expect(problems(items({ kind: 'ebook', file: 'book.epub' }))).toEqual([
      'items[0].readingDirection: an e-book needs "ltr" or "rtl"',
    ]);
    expect(problems(items({ kind: 'ebook', file: 'book.pdf', readingDirection: 'rtl' }))).toEqual([
      'items[0].file: an e-book is an .epub file',
    ]);
    expect(problems(items({ kind: 'document' }))).toEqual([
      'items[0].file: a document needs a file',
    ]);
    expect(problems(items({ kind: 'live' }))).toEqual([
      'items[0].live: a live class needs its schedule',
    ]);
    expect(
      problems(
        items({
          kind: 'live',
          live: { startsAt: '2026-01-02T10:00:00Z', endsAt: '2026-01-02T09:00:00Z', room: 'r' },
        }),
      ),
    ).toEqual(['items[0].live.endsAt: ends before it starts']);
    expect(problems(items({ kind: 'audio_card', file: 'a.mp3' }))).toEqual([
      'items[0].card: an audio card needs its face',
    ]);
    expect(problems(items({ kind: 'news', readingDirection: 'rtl' }))).toEqual([
      'items[0].readingDirection: only e-books have a reading direction',
    ]);
    expect(problems(items({ kind: 'news', body: { ar: '<p>خبر</p>' } }))).toEqual([]);
  });

  it('refuses a slug named twice in one manifest', () => {
    const item = { slug: 'same', kind: 'news', title: { zh: '新闻' } };
    expect(problems({ type: 'items', items: [item, item] })).toEqual([
      'items[1].slug: slug "same" appears twice',
    ]);
  });

  it('refuses a manifest of no known type', () => {
    expect(problems({ type: 'playlist' })[0]).toMatch(/^type: /);
  });
});

describe('media paths', () => {
  it.each([
    ['clips/a.mp4', true],
    ['a.pdf', true],
    ['../secret.txt', false],
    ['clips/../../x', false],
    ['/etc/passwd', false],
    ['C:/x.mp4', false],
    ['clips\\a.mp4', false],
    ['clips//a.mp4', false],
    ['./a.mp4', false],
  ])('%s is %s', (value, ok) => {
    expect(mediaPath.safeParse(value).success).toBe(ok);
  });
});

describe('issuePath', () => {
  it('writes a path as a person reads JSON', () => {
    expect(issuePath(['chapters', 2, 'hours', 0, 'title'])).toBe('chapters[2].hours[0].title');
    expect(issuePath([])).toBe('(manifest)');
  });
});
