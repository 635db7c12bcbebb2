import { z } from 'zod';

/**
 * Study plans (spec learning area §3 plan, §4 plan day and item statuses, §5 plan validation, §9
 * "3, 5 or 7 days a week"): the vocabulary and the shapes both planners answer. One engine, two
 * faces: the new planner's calls are in plans-new.ts, the old planner's in plans-old.ts, the
 * exam-plan proposal and the calendar feed in plans-feed.ts. Every limit lives in PLAN_LIMITS.
 */

/** The numbers of plans, in one place (the web shows them in its texts, the server enforces them). */
export const PLAN_LIMITS = {
  /** A plan needs at least this many resources ("N" in the interface text). */
  minResources: 3,
  /** The most resources one plan may schedule (a long course is ~100 class hours). */
  maxResources: 1000,
  /** Class hours a day per course: at least one, at most this (a class hour is under 5 minutes). */
  minDailyLoad: 1,
  maxDailyLoad: 10,
  /** Courses one plan may hold. */
  maxCourses: 10,
  /** A plan's start or an exam date may lie at most this many days ahead. */
  maxDaysAhead: 730,
  /** Plans one learner may keep (running, drafts and completed together). */
  maxPlansPerUser: 50,
} as const;

/** Study days per week (spec §9); which weekdays follows from the number, never chosen by hand. */
export const DAYS_PER_WEEK = [3, 5, 7] as const;
export type DaysPerWeek = (typeof DAYS_PER_WEEK)[number];

/**
 * The weekdays studied for each choice, ISO numbering (1 Monday … 7 Sunday): "the repeat mode cannot
 * be chosen by hand" (§5), so the server and the web read it from here.
 */
export const STUDY_WEEKDAYS: Record<DaysPerWeek, readonly number[]> = {
  3: [1, 3, 5],
  5: [1, 2, 3, 4, 5],
  7: [1, 2, 3, 4, 5, 6, 7],
};

/** How a plan came to be: made by hand, towards an exam date, or joined from a series plan. */
export const PLAN_KINDS = ['custom', 'exam', 'series'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/**
 * Where a plan stands: a draft waits for its courses (old planner: "class hours must be added
 * first", then createStudy lays it out); running; completed when every item is done.
 */
export const PLAN_STATES = ['draft', 'running', 'completed'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/**
 * A plan item's status (§4): today, done, done late, postponed; `upcoming` is an item whose day has
 * not come. An unfinished item whose day passed is postponed: it moves to the next study days when
 * its week is settled or the learner resets the plan. Done late: finished after its day, or after
 * it was postponed.
 */
export const PLAN_ITEM_STATUSES = ['upcoming', 'today', 'done', 'doneLate', 'postponed'] as const;
export type PlanItemStatus = (typeof PLAN_ITEM_STATUSES)[number];

/**
 * A study day's status (§4): day completed, day not completed (a past day with unfinished items),
 * remaining days this week, week plan completed (every item of its natural week done); `upcoming`
 * for a study day after the current week.
 */
export const PLAN_DAY_STATUSES = ['done', 'notDone', 'remaining', 'weekDone', 'upcoming'] as const;
export type PlanDayStatus = (typeof PLAN_DAY_STATUSES)[number];

/**
 * What a plan schedules: class hours of MOOC courses, and the catalogue's micro-lessons, documents
 * and videos laid with a course (after its class hours, one per unit of its daily load).
 */
export const PLAN_RESOURCE_KINDS = ['classHour', 'microLesson', 'document', 'video'] as const;
export type PlanResourceKind = (typeof PLAN_RESOURCE_KINDS)[number];

/** The catalogue item kinds a plan takes, and the resource kind each becomes. */
export const PLAN_ITEM_RESOURCE_KINDS = {
  weike: 'microLesson',
  document: 'document',
  video: 'video',
} as const satisfies Record<string, PlanResourceKind>;
export type PlanCatalogueItemKind = keyof typeof PLAN_ITEM_RESOURCE_KINDS;

/** An id as the client sends it; the server answers "not found" for one that names nothing of yours. */
export const planId = z.string().trim().min(1).max(64);
export const planItemId = planId;
export const planCourseId = planId;

/** A calendar date in the learner's time zone, `YYYY-MM-DD`. */
export const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'not a calendar date');

/** A month, `YYYY-MM`. */
export const localMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** An IANA time zone the runtime knows (the learner's, e.g. Asia/Riyadh, Asia/Shanghai). */
export const timeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'unknown time zone');

/**
 * Days per week as sent: any whole number here, so that a value other than 3, 5 or 7 gets the
 * plan's own translated message (planDaysPerWeekInvalid) rather than a bare parameter error.
 */
export const daysPerWeekInput = z.coerce.number().int();

/**
 * A daily load as sent (class hours a day for one course); outside PLAN_LIMITS it gets the plan's
 * own message (planDailyLoadInvalid).
 */
export const dailyLoadInput = z.coerce.number().int();

/** One course of a plan as the learner asks for it. */
export const planCourseInput = z.object({
  courseId: planCourseId,
  dailyLoad: dailyLoadInput,
  /**
   * The class hours to schedule, any order (they are laid in the course's order); omitted: every
   * class hour of the course the learner has not finished.
   */
  classHourIds: z.array(planItemId).max(PLAN_LIMITS.maxResources).optional(),
  /**
   * Micro-lessons, documents and videos of the catalogue to study with this course: laid after its
   * class hours in the order given, each taking one unit of the daily load. Finished ones are left
   * out, like finished class hours.
   */
  itemIds: z.array(planItemId).max(PLAN_LIMITS.maxResources).optional(),
});
export type PlanCourseInput = z.input<typeof planCourseInput>;

/** The settings every new plan takes: days per week, first day, the learner's time zone. */
export const planSettingsInput = z.object({
  title: z.string().trim().max(100).optional(),
  daysPerWeek: daysPerWeekInput,
  /** Not before today in `timeZone`. */
  startDate: localDate,
  timeZone: timeZone.default('Asia/Riyadh'),
});

/** One scheduled resource, as every calendar and list shows it. */
export const planItem = z.object({
  id: z.string(),
  planId: z.string(),
  courseId: z.string(),
  kind: z.enum(PLAN_RESOURCE_KINDS),
  /**
   * The class hour (its page is the class-hour route of the course), or the catalogue item (a
   * micro-lesson, document or video: its own player or reader) for the other kinds.
   */
  resourceId: z.string(),
  title: z.string(),
  courseTitle: z.string(),
  /** The study day it is on now. */
  date: localDate,
  /** The day it was first missed on, when it was postponed. */
  missedOn: localDate.nullable(),
  status: z.enum(PLAN_ITEM_STATUSES),
  doneAt: z.string().nullable(),
  /** Its place in its course (1-based), so "the previous lesson first" can be shown. */
  position: z.number().int(),
});
export type PlanItem = z.output<typeof planItem>;

/** One day of a calendar: a study day with its items, or a rest day (no status). */
export const planDay = z.object({
  date: localDate,
  studyDay: z.boolean(),
  status: z.enum(PLAN_DAY_STATUSES).nullable(),
  items: z.array(planItem),
});
export type PlanDay = z.output<typeof planDay>;

/** A course of a plan with its load and how far it has gone. */
export const planCourse = z.object({
  courseId: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  dailyLoad: z.number().int(),
  /** Its place among the plan's courses (drag-and-drop order, from 1). */
  order: z.number().int(),
  totalItems: z.number().int(),
  doneItems: z.number().int(),
  /** The last study day it reaches. */
  endDate: localDate.nullable(),
});
export type PlanCourse = z.output<typeof planCourse>;

/** A plan in full: its settings, its courses and where it stands. */
export const planSummary = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(PLAN_KINDS),
  state: z.enum(PLAN_STATES),
  daysPerWeek: z.union([z.literal(3), z.literal(5), z.literal(7)]),
  /** ISO weekdays studied (1 Monday … 7 Sunday). */
  studyWeekdays: z.array(z.number().int()),
  startDate: localDate,
  /** The last study day with an item (null for a draft). */
  endDate: localDate.nullable(),
  examDate: localDate.nullable(),
  timeZone: z.string(),
  /** "Today" in the plan's time zone, so the page and the server agree on it. */
  today: localDate,
  totalItems: z.number().int(),
  doneItems: z.number().int(),
  doneLateItems: z.number().int(),
  postponedItems: z.number().int(),
  seriesPlanId: z.string().nullable(),
  courses: z.array(planCourse),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PlanSummary = z.output<typeof planSummary>;

/** A settled natural week (Monday–Sunday): what the recurring job wrote when the week ended. */
export const planWeekResult = z.object({
  weekStart: localDate,
  planned: z.number().int(),
  done: z.number().int(),
  doneLate: z.number().int(),
  /** Unfinished items carried to later days when the week was settled. */
  postponed: z.number().int(),
  completed: z.boolean(),
  settledAt: z.string(),
});
export type PlanWeekResult = z.output<typeof planWeekResult>;

/** One move of an item between days, as a load change or a reset previews or makes it. */
export const planItemMove = z.object({
  itemId: z.string(),
  title: z.string(),
  from: localDate,
  to: localDate,
});
export type PlanItemMove = z.output<typeof planItemMove>;

/** Asks for one of the learner's plans. */
export const byPlan = z.object({ planId });
