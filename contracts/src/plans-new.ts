import { z } from 'zod';
import { paged, pageFields } from './pagination';
import {
  byPlan,
  dailyLoadInput,
  localDate,
  localMonth,
  PLAN_LIMITS,
  PLAN_STATES,
  planCourse,
  planCourseId,
  planCourseInput,
  planDay,
  planId,
  planItem,
  planItemId,
  planItemMove,
  planSettingsInput,
  planSummary,
  planWeekResult,
  timeZone,
} from './plans';
import { defineRoute } from './route';

/**
 * The new planner's calls (spec learning area §7 `/api/PlanNew/*`, pages `/pages/plan-new/*`).
 * Every call needs a session and touches only the caller's own plans: a plan id of someone else
 * answers planNotFound, as one that does not exist. Dates are the learner's calendar dates in the
 * plan's time zone.
 */
const planNew = { tags: ['plans'] } as const;
const path = (name: string) => `/api/PlanNew/${name}`;

/** A month of calendar days with their items, for one plan or for all the learner's plans. */
const calendarMonth = z.object({
  month: localMonth,
  today: localDate,
  days: z.array(planDay),
});

export const createPlan = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('createPlan'),
  summary:
    'Makes and lays out a plan: days per week (3, 5 or 7), a first day not before today, and ' +
    'courses each with a daily load; or joins a series plan (`seriesPlanId`: its courses and ' +
    'loads) from a first day. `examDate` marks an exam plan (its loads usually from ' +
    'proposeExamPlan). Refused with too few resources, a class hour the learner may not see, or ' +
    'a course already in a running plan',
  body: planSettingsInput.extend({
    courses: z.array(planCourseInput).max(PLAN_LIMITS.maxCourses).default([]),
    seriesPlanId: planId.optional(),
    examDate: localDate.optional(),
  }),
  data: planSummary,
});

export const editPlan = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('editPlan'),
  summary:
    "Changes a plan's title, days per week or first day (not before today); unfinished items are " +
    'laid out again from the later of today and the first day',
  body: byPlan.extend({
    title: z.string().trim().max(100).optional(),
    daysPerWeek: z.coerce.number().int().optional(),
    startDate: localDate.optional(),
    timeZone: timeZone.optional(),
  }),
  data: planSummary,
});

export const editPlanDetails = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('editPlanDetails'),
  summary:
    "Replaces a plan's courses (add, remove, change loads and order; a course's done items stay " +
    'done); unfinished items are laid out again from today. The plan must keep its minimum of ' +
    'resources',
  body: byPlan.extend({
    courses: z.array(planCourseInput).min(1).max(PLAN_LIMITS.maxCourses),
  }),
  data: planSummary,
});

export const deletePlan = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('deletePlan'),
  summary: "Deletes one of the learner's plans with its items and settled weeks",
  body: byPlan,
  data: z.object({ planId: z.string() }),
});

export const planExist = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('planExist'),
  summary:
    'Whether the learner has a running plan (the "my plan" menu opens it, else plan creation)',
  body: z.object({}).default({}),
  data: z.object({ exists: z.boolean(), planId: z.string().nullable() }),
});

export const courseIsSet = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('courseIsSet'),
  summary:
    'Whether a course is already in one of the learner\'s running plans ("add to plan" on the ' +
    'course page offers to open that plan instead)',
  body: z.object({ courseId: planCourseId }),
  data: z.object({ set: z.boolean(), planId: z.string().nullable() }),
});

export const myPlanList = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('myPlanList'),
  summary:
    "The learner's plans, newest first, a page at a time; `state` filters (the personal centre's " +
    '"completed plans" asks for completed)',
  body: z.object({ ...pageFields, state: z.enum(PLAN_STATES).optional() }),
  data: paged(planSummary),
});

/** Tools whose due reviews the plan's today shows (the writing tool's characters). */
export const PLAN_REVIEW_KINDS = ['writing'] as const;
export type PlanReviewKind = (typeof PLAN_REVIEW_KINDS)[number];

export const getPlanList = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('getPlanList'),
  summary:
    'Every running plan of the learner with today\'s items (the home page\'s "today" and the ' +
    "plan management page's tabs)",
  body: z.object({}).default({}),
  data: z.object({
    list: z.array(planSummary.extend({ todayItems: z.array(planItem) })),
    /**
     * Reviews other tools schedule for the learner, due now, beside the plans' items: the
     * writing tool's characters (its FSRS cards). Kinds no module provides are left out.
     */
    reviewsDue: z.array(z.object({ kind: z.enum(PLAN_REVIEW_KINDS), count: z.number().int() })),
  }),
});

export const myPlanUnfinishedCount = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('myPlanUnfinishedCount'),
  summary:
    "Unfinished items of today and postponed ones across the learner's running plans (the badge " +
    'beside "my plan")',
  body: z.object({}).default({}),
  data: z.object({ today: z.number().int(), postponed: z.number().int() }),
});

export const getMyPlanCalendar = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('getMyPlanCalendar'),
  summary:
    "One plan's month as a month view shows it: each day of the six natural weeks from the " +
    "Monday on or before the month's first, with its status and items",
  body: byPlan.extend({ month: localMonth }),
  data: calendarMonth,
});

export const myPlanListCalendar = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('myPlanListCalendar'),
  summary:
    "The learning calendar's month over every running plan of the learner: each day's items and " +
    'the status of the day (a day is done when all its items are), over the same six weeks as ' +
    'getMyPlanCalendar',
  body: z.object({ month: localMonth }),
  data: calendarMonth,
});

export const myPlanListCalendarByDates = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('myPlanListCalendarByDates'),
  summary:
    "The learning calendar's days from `from` to `to` (at most 42 days: a month view or a week) " +
    'over every running plan',
  body: z.object({ from: localDate, to: localDate }),
  data: z.object({ today: localDate, days: z.array(planDay) }),
});

export const getPlanCourseDetail = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('getPlanCourseDetail'),
  summary:
    "One course of a plan: its load and every item in order with its day and status (a plan's " +
    'first course when `courseId` is omitted)',
  body: byPlan.extend({ courseId: planCourseId.optional() }),
  data: z.object({ course: planCourse, items: z.array(planItem) }),
});

export const getPlanCourseDetailWeek = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('getPlanCourseDetailWeek'),
  summary:
    'One natural week (Monday–Sunday) of a plan: its seven days with statuses and items, and the ' +
    "week's result once settled. `date` is any day of the week (today when omitted)",
  body: byPlan.extend({ date: localDate.optional() }),
  data: z.object({
    weekStart: localDate,
    weekEnd: localDate,
    today: localDate,
    days: z.array(planDay),
    result: planWeekResult.nullable(),
  }),
});

export const getTotalPeriodCount = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('getTotalPeriodCount'),
  summary: "A plan's class hours: in all, done, done late, postponed and still to do",
  body: byPlan,
  data: z.object({
    total: z.number().int(),
    done: z.number().int(),
    doneLate: z.number().int(),
    postponed: z.number().int(),
    remaining: z.number().int(),
  }),
});

export const resetPeriodDetailData = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('resetPeriodDetailData'),
  summary:
    'Lays the unfinished items out again from today at the current loads: postponed items take ' +
    'the next study days and the rest follow (answers the moves made)',
  body: byPlan,
  data: z.object({ plan: planSummary, moves: z.array(planItemMove) }),
});

export const updateResourceTime = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('updateResourceTime'),
  summary:
    'Moves one unfinished item to another study day, not before today, not before the item ' +
    'ahead of it in its course nor after the one behind it',
  body: byPlan.extend({ itemId: planItemId, date: localDate }),
  data: planItem,
});

export const finishResource = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('finishResource'),
  summary:
    'Marks an item done by hand (done late when past its day). Refused while the item ahead of ' +
    'it in its course is unfinished ("the previous lesson must be finished first"). Finishing ' +
    'the class hour in the player does the same without this call',
  body: byPlan.extend({ itemId: planItemId }),
  data: planItem,
});

export const getDayLoad = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('getDayLoad'),
  summary: "A plan's daily load per course, with the limits a load may take",
  body: byPlan,
  data: z.object({
    courses: z.array(planCourse),
    minDailyLoad: z.number().int(),
    maxDailyLoad: z.number().int(),
  }),
});

export const editDayLoad = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('editDayLoad'),
  summary:
    "Changes one course's daily load. Raising it pulls later items forward at once. Lowering it " +
    'pushes remaining items to later days (never earlier) only after confirmation: without ' +
    '`confirm` the answer is the preview (applied false, the moves it would make)',
  body: byPlan.extend({
    courseId: planCourseId,
    dailyLoad: dailyLoadInput,
    confirm: z.boolean().default(false),
  }),
  data: z.object({
    applied: z.boolean(),
    needsConfirmation: z.boolean(),
    moves: z.array(planItemMove),
    /** The course's last study day after the change. */
    endDate: localDate.nullable(),
    course: planCourse,
  }),
});

/** A pre-made series plan to join: courses and loads chosen by the editors. */
export const seriesPlan = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  daysPerWeek: z.union([z.literal(3), z.literal(5), z.literal(7)]),
  totalClassHours: z.number().int(),
  /** Weeks it takes at its loads (rounded up). */
  weeks: z.number().int(),
  courses: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      dailyLoad: z.number().int(),
      classHours: z.number().int(),
    }),
  ),
  /** The learner's running plan joined from it, if any. */
  joinedPlanId: z.string().nullable(),
});
export type SeriesPlan = z.output<typeof seriesPlan>;

export const getSeriesPlanList = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('getSeriesPlanList'),
  summary: 'Pre-made series plans to join (only those whose courses the learner may see)',
  body: z.object(pageFields),
  data: paged(seriesPlan),
});

export const getSeriesPlanDetail = defineRoute({
  ...planNew,
  method: 'POST',
  path: path('getSeriesPlanDetail'),
  summary: 'One series plan: its courses, loads and length, and whether the learner joined it',
  body: z.object({ seriesPlanId: planId }),
  data: seriesPlan,
});
