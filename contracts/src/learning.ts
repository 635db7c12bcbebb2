import { z } from 'zod';
import { contentId, myMoocCard } from './catalogue-mooc';
import { paged, paginationQuery } from './pagination';
import { LEARNING_LIMITS } from './limits';
import { defineRoute } from './route';

/**
 * Learning records (spec learning area §3 "learning record", §5 "the previous lesson must be
 * finished first", §7 user, cert, muke and courses calls). Every call needs a session; each checks
 * that the content's course is visible to the caller. The player reports the spans of the video it
 * actually played; the server credits them only as far as the wall clock allows, so progress cannot
 * be set past what was watched, and seeking never completes a video.
 */
const learning = { tags: ['learning'] } as const;

/** Seconds of media time, as a player reports it. */
const mediaSeconds = z.number().finite().min(0).max(86_400);

/** A span of the video played without a seek, [from, to] in seconds. */
export const watchedSpan = z
  .tuple([mediaSeconds, mediaSeconds])
  .refine(([from, to]) => to >= from, { message: 'to must not be before from' });
export type WatchedSpan = z.output<typeof watchedSpan>;

/**
 * One content's record as the learner sees it. The content is a MOOC class content or a catalogue
 * item (micro-lesson, video, document, e-book); an item belongs to no class hour or course, so
 * those are null for it.
 */
export const learningRecord = z.object({
  contentId: z.string(),
  classHourId: z.string().nullable(),
  courseId: z.string().nullable(),
  /** Where the video was left (seconds), to resume there. */
  currentTime: z.number(),
  /** Seconds of the video actually watched, each second counted once. */
  watchedSeconds: z.number(),
  /** 0–100: the share of the content done. */
  progress: z.number().int(),
  done: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type LearningRecord = z.output<typeof learningRecord>;

/** What a save answers: the record, and whether its class hour and course moved on (null for an item). */
export const savedRecord = learningRecord.extend({
  classHourDone: z.boolean().nullable(),
  courseProgress: z.number().int().nullable(),
});
export type SavedRecord = z.output<typeof savedRecord>;

const byContent = z.object({ contentId });

export const updateLearningRecord = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/user/updateLearningRecord',
  summary:
    'While a video plays (throttled), on pause, on leaving and on tab close: where it stands and ' +
    'the spans played since the last report; credit is capped by the wall clock and the length. ' +
    '`contentId` names a class content or a micro-lesson or video the learner may see',
  body: z.object({
    contentId,
    currentTime: mediaSeconds,
    watched: z.array(watchedSpan).max(LEARNING_LIMITS.maxSpansPerReport).default([]),
  }),
  data: savedRecord,
});

export const saveMukeRecordContent = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/muke/saveMukeRecordContent',
  summary:
    'The learner opens a content: a document is done when opened; a video starts its clock. ' +
    'Refused when the class hour waits for the previous one',
  body: byContent,
  data: savedRecord,
});

export const saveMukeRecordCourse = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/muke/saveMukeRecordCourse',
  summary:
    'The learner opens a class hour: it becomes where "continue learning" leads and the course ' +
    'joins "my MOOCs". Refused when the previous class hour must be finished first',
  body: z.object({ classHourId: contentId }),
  data: z.object({ courseId: z.string(), classHourId: z.string(), openedAt: z.string() }),
});

export const getStudyRecordByContentId = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/user/getStudyRecordByContentId',
  summary:
    "The learner's record of one class content or catalogue item (zero when never opened), " +
    'from any device',
  body: byContent,
  data: learningRecord,
});

export const getVideoCurrentTime = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/cert/getVideoCurrentTime',
  summary:
    'Where the learner left a video (class content, micro-lesson or video), in seconds ' +
    '(0 when never watched)',
  body: byContent,
  data: z.object({ contentId: z.string(), currentTime: z.number() }),
});

/** One class hour's state for the learner. */
export const classHourProgress = z.object({
  classHourId: z.string(),
  done: z.boolean(),
  /** Waits for the previous class hour ("the previous lesson must be finished first"). */
  locked: z.boolean(),
  /** The class hour that must be finished first, when locked. */
  previousClassHourId: z.string().nullable(),
  contents: z.array(
    z.object({ contentId: z.string(), progress: z.number().int(), done: z.boolean() }),
  ),
});
export type ClassHourProgress = z.output<typeof classHourProgress>;

export const courseProgress = z.object({
  courseId: z.string(),
  /** 0–100: the share of class hours done. */
  percent: z.number().int(),
  classHoursDone: z.number().int(),
  classHoursTotal: z.number().int(),
  /** The class hour the learner opened last, for "continue learning". */
  lastClassHourId: z.string().nullable(),
  classHours: z.array(classHourProgress),
});
export type CourseProgress = z.output<typeof courseProgress>;

export const getLearningProgress = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/cert/getLearningProgress',
  summary:
    "The learner's progress in a course: percentage of class hours done, each class hour done or " +
    'locked, and the class hour to continue from',
  body: z.object({ courseId: contentId }),
  data: courseProgress,
});

export const updateCourseUserInfo = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/courses/updateCourseUserInfo',
  summary: 'Enrols the learner in a course (it joins "my MOOCs"; enrolling twice keeps one entry)',
  body: z.object({ courseId: contentId }),
  data: z.object({ courseId: z.string(), enrolledAt: z.string() }),
});

export const continueLearning = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  classHourId: z.string(),
  classHourTitle: z.string(),
  percent: z.number().int(),
  openedAt: z.string(),
});
export type ContinueLearning = z.output<typeof continueLearning>;

export const getContinueLearning = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/cert/getContinueLearning',
  summary:
    'The class hour the learner opened last, with its course and progress, for "continue ' +
    'learning" on the home page (null when they have not started a course)',
  body: z.object({}).default({}),
  data: continueLearning.nullable(),
});

export const myCourse = myMoocCard.extend({
  percent: z.number().int(),
  classHoursDone: z.number().int(),
  classHoursTotal: z.number().int(),
  lastClassHourId: z.string().nullable(),
});
export type MyCourse = z.output<typeof myCourse>;

export const getMyCourseProgress = defineRoute({
  ...learning,
  method: 'POST',
  path: '/api/cert/getMyCourseProgress',
  summary:
    'The personal centre\'s "my MOOCs": the courses the learner enrolled in (newest first), each ' +
    'with its progress and the class hour to continue from',
  body: paginationQuery,
  data: paged(myCourse),
});
