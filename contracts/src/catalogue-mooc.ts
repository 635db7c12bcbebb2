import { z } from 'zod';
import {
  AUDIENCES,
  CLASS_CONTENT_KINDS,
  COURSE_CATEGORIES,
  DIFFICULTIES,
  DIRECTIONS,
} from './catalogue';
import { paged, paginationQuery } from './pagination';
import { priceOffer } from './pay';
import { defineRoute } from './route';

/**
 * MOOCs (spec learning area §7: /api/Index MOOC calls, /api/muke, /api/mukenew, /api/mukemore,
 * /api/courses/getCourseInfo). A course → its semesters → chapters → class hours → contents. Every
 * text is already picked in the request's language; visitors may browse, only "my MOOCs" needs a
 * session. Contents carry no media address: playback asks the play-auth calls for a short-lived one.
 */
const mooc = { tags: ['mooc'], noLogin: true } as const;

/** Forms send '' for "not chosen" and the spec's filters have an explicit "all". */
function filterOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .preprocess(
      (value) => (value === '' || value === 'all' || value === null ? undefined : value),
      z.enum(values).optional(),
    )
    .optional();
}

/** An id as sent by a page; anything that is not a known id is answered "not found", not 400. */
export const contentId = z.string().trim().min(1).max(64);

export const moocFilters = z.object({
  /** The spec calls the audience filter "object". */
  object: filterOf(AUDIENCES),
  difficulty: filterOf(DIFFICULTIES),
  direction: filterOf(DIRECTIONS),
  category: filterOf(COURSE_CATEGORIES),
  keyword: z.string().trim().max(100).optional(),
});
export type MoocFilters = z.output<typeof moocFilters>;

const listInput = moocFilters.extend(paginationQuery.shape);

export const moocTeacher = z.object({
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
});

export const moocCounts = z.object({
  semesters: z.number().int(),
  chapters: z.number().int(),
  classHours: z.number().int(),
  videos: z.number().int(),
  documents: z.number().int(),
  tests: z.number().int(),
  /** Total length of the course's videos. */
  videoSeconds: z.number().int(),
});
export type MoocCounts = z.output<typeof moocCounts>;

/** A course as a list shows it. */
export const moocCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  object: z.enum(AUDIENCES).nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  direction: z.enum(DIRECTIONS).nullable(),
  category: z.enum(COURSE_CATEGORIES).nullable(),
  teacherName: z.string(),
  chapterCount: z.number().int(),
  classHourCount: z.number().int(),
  /** What the course costs; null is free (decision 053: the catalogue owns the price). */
  price: priceOffer.nullable(),
  viewCount: z.number().int(),
  publishedAt: z.string(),
});
export type MoocCard = z.output<typeof moocCard>;

/**
 * Whether the viewer may take a course's class hours. Its outline is always shown; a priced course
 * is locked to whoever has not bought it (visitors included) and open once bought (decision 053).
 */
export const COURSE_ACCESS = ['open', 'locked'] as const;
export type CourseAccess = (typeof COURSE_ACCESS)[number];

/** A card as the viewer's own lists show it: with their access to the course. */
export const accessedCard = moocCard.extend({ access: z.enum(COURSE_ACCESS) });
export type AccessedCard = z.output<typeof accessedCard>;

export const moocSemester = z.object({
  id: z.string(),
  title: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});
export type MoocSemester = z.output<typeof moocSemester>;

/** What a class hour holds, without any media address. */
export const classContentSummary = z.object({
  id: z.string(),
  kind: z.enum(CLASS_CONTENT_KINDS),
  title: z.string(),
  durationSeconds: z.number().int().nullable(),
});
export type ClassContentSummary = z.output<typeof classContentSummary>;

export const classHourNode = z.object({
  id: z.string(),
  title: z.string(),
  requiresPrevious: z.boolean(),
  contents: z.array(classContentSummary),
});
export type ClassHourNode = z.output<typeof classHourNode>;

export const chapterNode = z.object({
  id: z.string(),
  title: z.string(),
  classHours: z.array(classHourNode),
});
export type ChapterNode = z.output<typeof chapterNode>;

export const semesterNode = moocSemester.extend({ chapters: z.array(chapterNode) });
export type SemesterNode = z.output<typeof semesterNode>;

/** A course's own page. */
export const moocDetail = accessedCard.extend({
  description: z.string(),
  teacher: moocTeacher.nullable(),
  semesters: z.array(moocSemester),
  counts: moocCounts,
});
export type MoocDetail = z.output<typeof moocDetail>;

const byCourse = z.object({ id: contentId });
const byMuke = z.object({ mukeId: contentId });

export const getMoocDataList = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/Index/getMoocDataList',
  summary: 'MOOCs by object (audience), difficulty, direction, category and keyword, 20 a page',
  body: listInput,
  data: paged(accessedCard),
});

export const getMukeList = defineRoute({
  ...mooc,
  method: 'GET',
  path: '/api/muke/getMukeList',
  summary: 'The same MOOC list as getMoocDataList, as a GET with the filters in the query',
  query: listInput,
  data: paged(accessedCard),
});

export const getMoocDataDetail = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/Index/getMoocDataDetail',
  summary: "A course's page: description, teacher, semesters and counts",
  body: byCourse,
  data: moocDetail,
});

export const getMukeInfo = defineRoute({
  ...mooc,
  method: 'GET',
  path: '/api/muke/getMukeInfo',
  summary: 'The same course page as getMoocDataDetail, as a GET (id in the query)',
  query: byCourse,
  data: moocDetail,
});

export const getMoocDataDetailNew = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/Index/getMoocDataDetailNew',
  summary:
    'A course with its whole tree: semesters → chapters → class hours → contents (kind, title, ' +
    'duration), teacher and counts',
  body: byCourse,
  data: moocDetail.extend({ tree: z.array(semesterNode) }),
});

export const getSemesterByMukeId = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/muke/getSemesterByMukeId',
  summary: "A course's semesters (runs), in order",
  body: byMuke,
  data: z.array(moocSemester),
});

export const getTeachingList = defineRoute({
  ...mooc,
  method: 'GET',
  path: '/api/muke/getTeachingList',
  summary: "A semester's chapters with their class hours and what each holds",
  query: z.object({ semesterId: contentId }),
  data: z.object({ courseId: z.string(), semester: moocSemester, chapters: z.array(chapterNode) }),
});

/** Where a class hour sits: its course, semester and chapter. */
export const classHourPlace = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  semesterId: z.string(),
  semesterTitle: z.string(),
  chapterId: z.string(),
  chapterTitle: z.string(),
});
export type ClassHourPlace = z.output<typeof classHourPlace>;

export const getContent = defineRoute({
  ...mooc,
  method: 'GET',
  path: '/api/muke/getContent',
  summary: 'The contents of a class hour (kind, title, duration; playback goes through play-auth)',
  query: z.object({ classHourId: contentId }),
  data: z.object({ classHour: classHourNode, place: classHourPlace }),
});

export const getTeachingListByPeriod = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/mukenew/getTeachingListByPeriod',
  summary:
    "The teaching list around one class hour (period): its place, and its semester's chapters " +
    'with their class hours',
  body: z.object({ periodId: contentId }),
  data: z.object({
    place: classHourPlace,
    classHourId: z.string(),
    chapters: z.array(chapterNode),
  }),
});

export const getPeriodList = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/mukenew/getPeriodList',
  summary: "A chapter's class hours (periods) with their contents, and where the chapter sits",
  body: z.object({ chapterId: contentId }),
  data: z.object({ place: classHourPlace, chapter: chapterNode }),
});

export const createMukeMine = defineRoute({
  tags: ['mooc'],
  method: 'POST',
  path: '/api/mukenew/createMukeMine',
  summary: 'The signed-in user adds a course to "my MOOCs" (adding twice keeps one entry)',
  body: byMuke,
  data: z.object({ mukeId: z.string(), addedAt: z.string() }),
});

export const myMoocCard = accessedCard.extend({ addedAt: z.string() });
export type MyMoocCard = z.output<typeof myMoocCard>;

export const getMukeMineList = defineRoute({
  tags: ['mooc'],
  method: 'POST',
  path: '/api/mukenew/getMukeMineList',
  summary: '"My MOOCs": the courses the signed-in user added and may still see, newest first',
  body: paginationQuery,
  data: paged(myMoocCard),
});

export const getMukeRelation = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/mukenew/getMukeRelation',
  summary: 'Courses related to one: those sharing most of its filters first (at most 6)',
  body: byMuke,
  data: z.array(accessedCard),
});

export const getMukeInfoMore = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/mukemore/getMukeInfoMore',
  summary:
    'More about a course: description, teacher, counts, the first class hour, and whether it is ' +
    'in the caller\'s "my MOOCs"',
  body: byMuke,
  data: z.object({
    id: z.string(),
    description: z.string(),
    teacher: moocTeacher.nullable(),
    counts: moocCounts,
    firstClassHourId: z.string().nullable(),
    inMine: z.boolean(),
  }),
});

export const getCourseInfo = defineRoute({
  ...mooc,
  method: 'POST',
  path: '/api/courses/getCourseInfo',
  summary: 'A course in brief, as orders and plans show it: title, cover, price, class hours',
  body: z.object({ courseId: contentId }),
  data: z.object({
    id: z.string(),
    title: z.string(),
    coverUrl: z.string().nullable(),
    price: priceOffer.nullable(),
    access: z.enum(COURSE_ACCESS),
    classHourCount: z.number().int(),
    firstClassHourId: z.string().nullable(),
  }),
});
