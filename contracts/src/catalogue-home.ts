import { z } from 'zod';
import {
  AUDIENCES,
  COLLECTION_KINDS,
  COURSE_CATEGORIES,
  DIFFICULTIES,
  ITEM_KINDS,
} from './catalogue';
import { pageFields, paged } from './pagination';
import { defineRoute } from './route';

/**
 * The new home and search (spec learning area §2 new-home and search pages, §7 Index calls):
 * what the home shows, hot search words, and searching the catalogue by tab. Every answer holds
 * only what the caller may see, with texts in the caller's language.
 */
const index = { tags: ['catalogue-home'], noLogin: true } as const;

export const SEARCH_LIMITS = {
  /** Longer queries are refused; a hot word is never longer than this either. */
  keywordMaxLength: 50,
  /** Hot words the search pages show. */
  hotWordCount: 10,
  /** Searches a browser remembers in its history. */
  historySize: 10,
} as const;

export const HOME_LIMITS = {
  banners: 5,
  /** Cards per course row and per themed section. */
  rowSize: 8,
  sectionSize: 4,
  news: 5,
} as const;

/**
 * What a card may be: learning content, a mock paper (the search's "exams" tab), the writing tool
 * or one of its characters (the "tools" tab), a game (the "games" tab).
 */
export const CONTENT_KINDS = [
  'course',
  ...ITEM_KINDS,
  ...COLLECTION_KINDS,
  'mockExam',
  'writingTool',
  'character',
  'game',
] as const;

/** One piece of content as a card: what it is, what it is called, its cover and its page. */
export const contentCard = z.object({
  id: z.uuid(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  summary: z.string(),
  /** An image address, or null when the content has no cover. */
  cover: z.string().nullable(),
  /** The hash route of its page (`/pages/...?id=`). */
  route: z.string(),
  publishedAt: z.string(),
  audience: z.enum(AUDIENCES).nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  category: z.enum(COURSE_CATEGORIES).nullable(),
});
export type ContentCard = z.infer<typeof contentCard>;

export const courseRow = z.object({ audience: z.enum(AUDIENCES), list: z.array(contentCard) });
export type CourseRow = z.infer<typeof courseRow>;

export const THEMED_SECTIONS = ['rainbow', 'silkRoad', 'explore', 'ebooks'] as const;
export type ThemedSection = (typeof THEMED_SECTIONS)[number];

export const CATALOGUE_COUNTS = [
  'courses',
  'microLessons',
  'videos',
  'ebooks',
  'documents',
  'news',
] as const;

export const indexContent = z.object({
  banners: z.array(contentCard),
  /** Courses by audience, in the audiences' order; audiences without courses are left out. */
  courseRows: z.array(courseRow),
  news: z.array(contentCard),
  themed: z.object(
    Object.fromEntries(THEMED_SECTIONS.map((key) => [key, z.array(contentCard)])) as Record<
      ThemedSection,
      z.ZodArray<typeof contentCard>
    >,
  ),
  counts: z.object(
    Object.fromEntries(CATALOGUE_COUNTS.map((key) => [key, z.number().int()])) as Record<
      (typeof CATALOGUE_COUNTS)[number],
      z.ZodNumber
    >,
  ),
});
export type IndexContent = z.infer<typeof indexContent>;

export const getIndexContent = defineRoute({
  ...index,
  method: 'POST',
  path: '/api/Index/getIndexContent',
  summary:
    'The new home: featured banners, course rows by audience, latest news, the themed sections ' +
    '(rainbow dragon, silk road, explore China, e-books) and counts, as the caller may see them',
  data: indexContent,
});

export const hotWord = z.object({ word: z.string(), pinned: z.boolean() });
export type HotWord = z.infer<typeof hotWord>;

export const getSearchKeyword = defineRoute({
  ...index,
  method: 'POST',
  path: '/api/Index/getSearchKeyword',
  summary: 'Hot search words: the pinned ones first, then the most searched',
  data: z.array(hotWord),
});

export const SEARCH_TABS = ['courses', 'exams', 'tools', 'games'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const searchKeyword = z
  .string('searchKeywordRequired')
  .trim()
  .min(1, 'searchKeywordRequired')
  .max(SEARCH_LIMITS.keywordMaxLength, 'searchKeywordTooLong');

export const searchContent = defineRoute({
  ...index,
  method: 'POST',
  path: '/api/Index/searchContent',
  summary:
    'Search by keyword in one tab: courses (every kind of learning content, by Arabic, Chinese, ' +
    'pinyin or English), exams, tools or games; a page of results, 20 by default',
  body: z.object({
    keyword: searchKeyword,
    tab: z.enum(SEARCH_TABS).default('courses'),
    /**
     * Whether a first page with results counts towards the hot words; false for searches made
     * inside another task (a plan's "also study" chooser), which are not what visitors look for.
     */
    countHit: z.boolean().default(true),
    ...pageFields,
  }),
  data: paged(contentCard),
});
