import { z } from 'zod';
import { moocCard } from './catalogue-mooc';
import {
  EXAM_FAMILIES,
  EXAM_LIMITS,
  itemAnswer,
  itemId,
  paperSummary,
  publicSection,
  SECTION_KINDS,
  storedItem,
  chineseText,
} from './exams';
import { paged, pageFields } from './pagination';
import { defineRoute } from './route';

/**
 * The calls of mock exams and lesson tests (spec learning area §7 `/api/cert/createMockExam`,
 * `createMockExamTest`, `canMockExam`, `getCertYctCategory`, `getCertYctCourseList`, and the calls
 * an exam page needs beside them). The server keeps the clock: every answer about an attempt
 * carries the seconds left in its section, computed from the server's time; a section whose time
 * ran out moves on (the last one hands the paper in) whenever the attempt is next touched. The
 * right answers travel only in a result, after the paper is handed in.
 */
const exams = { tags: ['exams'] } as const;
const path = (name: string) => `/api/cert/${name}`;

const paperId = z.string().uuid();
const attemptId = z.string().uuid();
const realName = z.string().trim().min(2).max(EXAM_LIMITS.maxRealName);

/** Why a learner may not start a paper now (null: they may). */
export const CANNOT_START_REASONS = ['realNameRequired', 'attemptRunning', 'tooManyToday'] as const;
export type CannotStartReason = (typeof CANNOT_START_REASONS)[number];

export const ATTEMPT_STATES = ['running', 'submitted'] as const;
/** Who handed the paper in: the learner, or the clock when the last section's time ran out. */
export const SUBMIT_CAUSES = ['learner', 'timeUp'] as const;

/** A section's marks: right answers of its items, and its points on the scale. */
export const sectionScore = z.object({
  kind: z.enum(SECTION_KINDS),
  right: z.number().int(),
  items: z.number().int(),
  points: z.number().int(),
  maxPoints: z.number().int(),
});
export type SectionScore = z.infer<typeof sectionScore>;

/** An attempt in progress, as the exam page draws it. */
export const runningAttempt = z.object({
  attemptId: z.string(),
  state: z.enum(ATTEMPT_STATES),
  paper: paperSummary,
  /** The paper without its answers; only the current section's items may be answered. */
  sections: z.array(publicSection),
  sectionIndex: z.number().int(),
  /** Seconds left in the current section by the server's clock (null: untimed). */
  secondsLeft: z.number().int().nullable(),
  /** The answers saved so far, by item id. */
  answers: z.record(z.string(), itemAnswer),
  /** Plays used so far, by item id. */
  plays: z.record(z.string(), z.number().int()),
  realName: z.string().nullable(),
  startedAt: z.string(),
});
export type RunningAttempt = z.infer<typeof runningAttempt>;

/** One item on the result page: what was asked, answered, and the right answer. */
export const itemResult = z.object({
  itemId: z.string(),
  sectionIndex: z.number().int(),
  /** The item as authored, answer included, with media as addresses. */
  item: storedItem,
  /** The part's bank of options (match and gap-fill items), with media as addresses. */
  bank: z
    .array(
      z.object({
        key: z.string(),
        text: chineseText.optional(),
        picture: z.string().optional(),
      }),
    )
    .nullable(),
  given: itemAnswer.nullable(),
  right: z.boolean(),
});

/** A handed-in attempt's scores, for lists and charts. */
export const attemptScores = z.object({
  attemptId: z.string(),
  paper: paperSummary,
  startedAt: z.string(),
  submittedAt: z.string(),
  submitCause: z.enum(SUBMIT_CAUSES),
  sections: z.array(sectionScore),
  total: z.number().int(),
  max: z.number().int(),
  pass: z.number().int(),
  passed: z.boolean(),
});
export type AttemptScores = z.infer<typeof attemptScores>;

export const attemptResult = attemptScores.extend({
  realName: z.string().nullable(),
  items: z.array(itemResult),
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const getMockExamList = defineRoute({
  ...exams,
  method: 'POST',
  path: path('getMockExamList'),
  summary: 'The mock papers, by family and level (the search tab "exams" lists the same)',
  noLogin: true,
  body: z
    .object({
      family: z.enum(EXAM_FAMILIES).optional(),
      level: z.number().int().min(1).max(9).optional(),
    })
    .default({}),
  data: z.object({ list: z.array(paperSummary) }),
});

export const canMockExam = defineRoute({
  ...exams,
  method: 'POST',
  path: path('canMockExam'),
  summary:
    'Whether the learner may start the paper now, and why not: a real name is needed first, an ' +
    'attempt is under way (continue it), or the day’s starts are used up',
  body: z.object({ paperId }),
  data: z.object({
    allowed: z.boolean(),
    reason: z.enum(CANNOT_START_REASONS).nullable(),
    runningAttemptId: z.string().nullable(),
    requiresRealName: z.boolean(),
    /** The name given at the learner's last attempt, to fill the field. */
    lastRealName: z.string().nullable(),
    startsLeftToday: z.number().int(),
    paper: paperSummary,
  }),
});

export const createMockExam = defineRoute({
  ...exams,
  method: 'POST',
  path: path('createMockExam'),
  summary:
    'Starts an attempt (its first section’s clock starts now); with one under way for this paper, ' +
    'answers that one unchanged, so a restart never resets the clock. `realName` is required when ' +
    'the paper says so',
  body: z.object({ paperId, realName: realName.optional() }),
  data: runningAttempt,
});

export const getMockExam = defineRoute({
  ...exams,
  method: 'POST',
  path: path('getMockExam'),
  summary:
    'The attempt as it stands (after a reload or in a second tab): section, seconds left, ' +
    'answers and plays; an attempt whose time ran out is handed in first',
  body: z.object({ attemptId }),
  data: runningAttempt,
});

export const saveMockExamAnswer = defineRoute({
  ...exams,
  method: 'POST',
  path: path('saveMockExamAnswer'),
  summary:
    'Saves one answer of the current section as it is given (replacing an earlier one); refused ' +
    'after the section’s time, for an item of another section or paper, or a finished attempt',
  body: z.object({ attemptId, itemId, answer: itemAnswer }),
  data: z.object({ saved: z.boolean(), secondsLeft: z.number().int().nullable() }),
});

export const nextMockExamSection = defineRoute({
  ...exams,
  method: 'POST',
  path: path('nextMockExamSection'),
  summary:
    'Leaves the current section early for the next one (its clock starts); `fromSection` is the ' +
    'section the page shows, so a double click moves once',
  body: z.object({ attemptId, fromSection: z.number().int().min(0).max(2) }),
  data: runningAttempt,
});

export const playMockExamAudio = defineRoute({
  ...exams,
  method: 'POST',
  path: path('playMockExamAudio'),
  summary:
    'Counts one play of a listening item of the current section and answers a short-lived ' +
    'address of its sound; refused when its plays are used up',
  body: z.object({ attemptId, itemId }),
  data: z.object({ url: z.string(), playsLeft: z.number().int() }),
});

export const createMockExamTest = defineRoute({
  ...exams,
  method: 'POST',
  path: path('createMockExamTest'),
  summary:
    'Hands the paper in (with any last answers of the current section) and answers its result: ' +
    'points per section and in all on the level’s scale, passed or not, each item with its answer',
  body: z.object({
    attemptId,
    answers: z.record(itemId, itemAnswer).default({}),
  }),
  data: attemptResult,
});

export const getMockExamResult = defineRoute({
  ...exams,
  method: 'POST',
  path: path('getMockExamResult'),
  summary:
    'A handed-in attempt’s result, items and right answers included (its learner or an admin)',
  body: z.object({ attemptId }),
  data: attemptResult,
});

export const getMyMockExamResults = defineRoute({
  ...exams,
  method: 'POST',
  path: path('getMyMockExamResults'),
  summary:
    '"My results" and the personal centre’s scores: the learner’s handed-in attempts, newest ' +
    'first, optionally of one family and level',
  body: z
    .object({
      ...pageFields,
      family: z.enum(EXAM_FAMILIES).optional(),
      level: z.number().int().min(1).max(9).optional(),
    })
    .default({ currentPage: 1, pageCount: 20 }),
  data: paged(attemptScores),
});

export const getLearnerMockExamResults = defineRoute({
  ...exams,
  tags: ['exams', 'admin'],
  method: 'POST',
  path: path('getLearnerMockExamResults'),
  summary:
    'Admins: handed-in attempts of all learners, newest first, optionally of one learner (login ' +
    'name or email contains `learner`)',
  permission: ['read', 'ExamAttempt'],
  body: z
    .object({ ...pageFields, learner: z.string().trim().max(100).optional() })
    .default({ currentPage: 1, pageCount: 20 }),
  data: paged(attemptScores.extend({ learnerName: z.string(), learnerId: z.string() })),
});

export const getCertYctCategory = defineRoute({
  ...exams,
  method: 'POST',
  path: path('getCertYctCategory'),
  summary: 'The YCT levels, each with its mock papers and the courses that prepare for it',
  noLogin: true,
  data: z.object({
    list: z.array(
      z.object({
        level: z.number().int(),
        levelName: z.string(),
        papers: z.array(paperSummary),
        courseCount: z.number().int(),
      }),
    ),
  }),
});

export const getCertYctCourseList = defineRoute({
  ...exams,
  method: 'POST',
  path: path('getCertYctCourseList'),
  summary: 'The courses that prepare for a YCT level (those the caller may see)',
  noLogin: true,
  body: z.object({ level: z.number().int().min(1).max(4) }),
  data: z.object({ list: z.array(moocCard) }),
});

// Lesson tests: a class content of kind test, taken in the player.

const classContentId = z.string().uuid();

/** A learner's result of one lesson test. */
export const lessonTestResult = z.object({
  right: z.number().int(),
  items: z.number().int(),
  /** right ÷ items, 0–1. */
  accuracy: z.number(),
  passed: z.boolean(),
  takenAt: z.string(),
});
export type LessonTestResult = z.infer<typeof lessonTestResult>;

export const getLessonTest = defineRoute({
  ...exams,
  method: 'POST',
  path: path('getLessonTest'),
  summary:
    'A lesson test of a class hour the learner may open: its items without answers, and the ' +
    'learner’s last result',
  body: z.object({ contentId: classContentId }),
  data: z.object({
    contentId: z.string(),
    title: z.string(),
    section: publicSection,
    last: lessonTestResult.nullable(),
    passAccuracy: z.number(),
  }),
});

export const submitLessonTest = defineRoute({
  ...exams,
  method: 'POST',
  path: path('submitLessonTest'),
  summary:
    'Marks a lesson test: its accuracy is kept as the learner’s latest for this test and counts ' +
    'for the course; answers each item with its right answer',
  body: z.object({ contentId: classContentId, answers: z.record(itemId, itemAnswer) }),
  data: z.object({
    result: lessonTestResult,
    items: z.array(itemResult),
    /** The course's lesson-test accuracy over its tests the learner has taken (0–1). */
    courseAccuracy: z.number(),
  }),
});

export const playLessonTestAudio = defineRoute({
  ...exams,
  method: 'POST',
  path: path('playLessonTestAudio'),
  summary:
    'A short-lived address of a lesson test item’s sound. Lesson tests are untimed practice taken ' +
    'again at will, so their plays are not counted',
  body: z.object({ contentId: classContentId, itemId }),
  data: z.object({ url: z.string() }),
});

export const getCourseTestAccuracy = defineRoute({
  ...exams,
  method: 'POST',
  path: path('getCourseTestAccuracy'),
  summary:
    'The learner’s lesson-test accuracy in a course: right answers ÷ items over the latest result ' +
    'of each test taken, the tests taken of all, and whether it reaches the pass accuracy',
  body: z.object({ courseId: z.string().uuid() }),
  data: z.object({
    accuracy: z.number().nullable(),
    testsTaken: z.number().int(),
    tests: z.number().int(),
    passAccuracy: z.number(),
    passed: z.boolean(),
  }),
});
