import { z } from 'zod';
import {
  byPlan,
  localMonth,
  localDate,
  planCourse,
  planCourseId,
  planCourseInput,
  planDay,
  planItemMove,
  planSettingsInput,
  planSummary,
  PLAN_LIMITS,
} from './plans';
import { defineRoute } from './route';

/**
 * The old planner's calls (spec learning area §7 `/api/Plan/*`, pages `/pages/plan/*`), on the
 * same engine and tables as the new one. It builds a plan in steps: createPlan makes a draft with
 * its days, createCourse adds courses ("class hours must be added first"), createStudy lays it
 * out. Only the caller's own plans: another's id answers planNotFound.
 */
const planOld = { tags: ['plans'] } as const;
const path = (name: string) => `/api/Plan/${name}`;

export const createPlan = defineRoute({
  ...planOld,
  method: 'POST',
  path: path('createPlan'),
  summary:
    'Starts a draft plan: days per week (3, 5 or 7) and a first day not before today; courses ' +
    'follow with createCourse, and createStudy lays it out',
  body: planSettingsInput,
  data: planSummary,
});

export const getPlan = defineRoute({
  ...planOld,
  method: 'POST',
  path: path('getPlan'),
  summary:
    "One of the learner's plans; without `planId` the newest running plan or draft (null when " +
    'there is none)',
  body: z.object({ planId: byPlan.shape.planId.optional() }),
  data: planSummary.nullable(),
});

export const createCourse = defineRoute({
  ...planOld,
  method: 'POST',
  path: path('createCourse'),
  summary:
    'Adds a course to a plan with its daily load, or changes the load of one already in it; a ' +
    'running plan is laid out again from today. Lowering the load of a course of a running plan ' +
    'follows editDayLoad: remaining items go to later days (never earlier) only after ' +
    'confirmation; without `confirm` the answer is the preview (applied false, the moves it ' +
    'would make, the courses as they are) and nothing changes',
  body: byPlan.extend({ ...planCourseInput.shape, confirm: z.boolean().default(false) }),
  data: z.object({
    applied: z.boolean(),
    needsConfirmation: z.boolean(),
    moves: z.array(planItemMove),
    courses: z.array(planCourse),
  }),
});

export const getCourseList = defineRoute({
  ...planOld,
  method: 'POST',
  path: path('getCourseList'),
  summary: "A plan's courses in their order, each with its load and progress",
  body: byPlan,
  data: z.object({ courses: z.array(planCourse) }),
});

export const getHasFinishedCount = defineRoute({
  ...planOld,
  method: 'POST',
  path: path('getHasFinishedCount'),
  summary: "How many of a plan's items are finished, of how many (done late counts as finished)",
  body: byPlan,
  data: z.object({ finished: z.number().int(), total: z.number().int() }),
});

export const createStudy = defineRoute({
  ...planOld,
  method: 'POST',
  path: path('createStudy'),
  summary:
    "Lays a draft's courses out on its study days and starts it. Refused until courses are " +
    `added and while the plan has fewer than ${PLAN_LIMITS.minResources} resources`,
  body: byPlan,
  data: planSummary,
});

export const planEditSort = defineRoute({
  ...planOld,
  method: 'POST',
  path: path('planEditSort'),
  summary:
    "Puts a plan's courses in a new order (drag and drop): every course of the plan, once each. " +
    'A day lists its items in this order',
  body: byPlan.extend({
    courseIds: z.array(planCourseId).min(1).max(PLAN_LIMITS.maxCourses),
  }),
  data: z.object({ courses: z.array(planCourse) }),
});

export const getCalendarData = defineRoute({
  ...planOld,
  method: 'POST',
  path: path('getCalendarData'),
  summary:
    "A plan's month for the old calendar page: each day of the six natural weeks from the " +
    "Monday on or before the month's first, with its status and items",
  body: byPlan.extend({ month: localMonth }),
  data: z.object({ month: localMonth, today: localDate, days: z.array(planDay) }),
});
