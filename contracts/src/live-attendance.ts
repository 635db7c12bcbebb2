import { z } from 'zod';
import { LIVE_STATUSES } from './catalogue-mooc-rules';
import { contentId } from './catalogue-mooc';
import { replayCard } from './catalogue-mooc-live';
import { paged, paginationQuery } from './pagination';
import { defineRoute } from './route';

/**
 * A learner's attendance at live classes (spec learning area §7 /api/user/getLiveUrl; the
 * personal centre's "live classes"): signing up, entering the room through Qiao so that the visit
 * is recorded, and the list of one's own live classes. Decision 029.
 */
const attendance = { tags: ['live'] } as const;
const byLiveClass = z.object({ id: contentId });

export const signUpForLiveClass = defineRoute({
  ...attendance,
  method: 'POST',
  path: '/api/user/signUpLiveClass',
  summary: 'Signs the caller up for a live class that is upcoming or on now (again is no error)',
  body: byLiveClass,
  data: z.object({ id: z.string(), signedUpAt: z.string() }),
});

export const cancelLiveSignUp = defineRoute({
  ...attendance,
  method: 'POST',
  path: '/api/user/cancelLiveSignUp',
  summary: 'Takes back the caller’s sign-up for a live class that has not started yet',
  body: byLiveClass,
  data: z.object({ id: z.string() }),
});

export const getLiveUrl = defineRoute({
  ...attendance,
  method: 'POST',
  path: '/api/user/getLiveUrl',
  summary:
    'The room address at the live provider, only while the class is on and open to the caller; ' +
    'records the visit (and signs the caller up)',
  body: byLiveClass,
  data: z.object({ id: z.string(), url: z.string() }),
});

export const myLiveClass = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(LIVE_STATUSES),
  /** The room can be entered now (on now, and a provider is configured). */
  joinable: z.boolean(),
  signedUpAt: z.string(),
  /** When the learner first entered the room; null if never. */
  firstJoinedAt: z.string().nullable(),
  /** Replays of an ended class, newest first. */
  replays: z.array(replayCard),
});
export type MyLiveClass = z.output<typeof myLiveClass>;

export const getMyLiveClasses = defineRoute({
  ...attendance,
  method: 'POST',
  path: '/api/user/getMyLiveClasses',
  summary:
    'Live classes the caller signed up for or joined: upcoming and live ones soonest first, then ' +
    'ended ones latest first; 20 a page',
  body: z.object({}).extend(paginationQuery.shape),
  data: paged(myLiveClass),
});
