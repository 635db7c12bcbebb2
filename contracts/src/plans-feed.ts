import { z } from 'zod';
import { daysPerWeekInput, localDate, planCourseId, timeZone } from './plans';
import { defineRoute } from './route';

/**
 * Two calls beside the spec's lists: the exam plan's proposal ("YCT 2 by a date") and the plan's
 * calendar feed, so the phone's own calendar shows the plan.
 */
const plans = { tags: ['plans'] } as const;

/** Why a proposal can or cannot be met. */
export const EXAM_PROPOSAL_OUTCOMES = [
  /** The date can be met at `dailyLoad`. */
  'feasible',
  /** No study day lies between the first day and the day before the exam. */
  'noStudyDays',
  /** Meeting the date would need more than the largest daily load. */
  'loadTooHigh',
  /** The learner has already finished every class hour of the course. */
  'nothingLeft',
] as const;
export type ExamProposalOutcome = (typeof EXAM_PROPOSAL_OUTCOMES)[number];

export const proposeExamPlan = defineRoute({
  ...plans,
  method: 'POST',
  path: '/api/PlanNew/proposeExamPlan',
  summary:
    'From an exam date and the class hours of the course the learner has not finished, proposes ' +
    'the smallest daily load that finishes the day before the exam, or says why the date cannot ' +
    'be met (changes nothing; createPlan with `examDate` makes the plan)',
  body: z.object({
    courseId: planCourseId,
    examDate: localDate,
    daysPerWeek: daysPerWeekInput,
    startDate: localDate,
    timeZone: timeZone.default('Asia/Riyadh'),
  }),
  data: z.object({
    outcome: z.enum(EXAM_PROPOSAL_OUTCOMES),
    /** The proposed class hours a day (null when the date cannot be met or nothing is left). */
    dailyLoad: z.number().int().nullable(),
    /** The load the date would need, even above the largest allowed. */
    neededDailyLoad: z.number().int().nullable(),
    remainingClassHours: z.number().int(),
    studyDays: z.number().int(),
    /** The last study day at the proposed load. */
    endDate: localDate.nullable(),
  }),
});

/** Where the feed is served: `GET <path>/<token>.ics`, no session (the token is the secret). */
export const PLAN_FEED_PATH = '/api/plan-feed';

const feedAddress = z.object({
  /** The address to subscribe to, absolute when the server knows its public address. */
  url: z.string(),
  createdAt: z.string(),
});

export const getCalendarFeed = defineRoute({
  ...plans,
  method: 'POST',
  path: '/api/PlanNew/getCalendarFeed',
  summary:
    "The learner's secret calendar feed address (made on first ask); `renew` replaces it, so the " +
    'old address stops answering',
  body: z.object({ renew: z.boolean().default(false) }),
  data: feedAddress,
});

export const revokeCalendarFeed = defineRoute({
  ...plans,
  method: 'POST',
  path: '/api/PlanNew/revokeCalendarFeed',
  summary: "Ends the learner's calendar feed: its address answers 404 from now on",
  body: z.object({}).default({}),
  data: z.object({ revoked: z.boolean() }),
});
