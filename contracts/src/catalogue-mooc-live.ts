import { z } from 'zod';
import { COURSE_CATEGORIES } from './catalogue';
import {
  LIVE_CATEGORY_ALL,
  LIVE_CATEGORY_IDS,
  LIVE_STATUSES,
  type LiveCategoryId,
} from './catalogue-mooc-rules';
import { contentId } from './catalogue-mooc';
import { paged, paginationQuery } from './pagination';
import { defineRoute } from './route';

/**
 * Live classes and their replays (spec learning area §3 live categories, §4 live status, §7
 * /api/Index/getLiveCourseCreate and /api/replay/listTree, list). A live class and its replays
 * share a replay group; the status is computed from the schedule at the time of the call.
 */
const live = { tags: ['live'], noLogin: true } as const;

export const replayCard = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  publishedAt: z.string(),
  groupId: z.string().nullable(),
});
export type ReplayCard = z.output<typeof replayCard>;

export const liveClass = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  category: z.enum(COURSE_CATEGORIES).nullable(),
  /** The spec's live category number for `category` (1, 2, 3; -1 when it has none). */
  cate: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(LIVE_STATUSES),
  /**
   * The room can be entered now (on now, and a provider is configured). The address itself comes
   * only from /api/user/getLiveUrl, which records the visit (decision 029).
   */
  joinable: z.boolean(),
  /** The caller's sign-up and visit; null for a visitor, who is asked to sign in. */
  attendance: z.object({ signedUp: z.boolean(), joined: z.boolean() }).nullable(),
  /** Replays of the class's group, newest first (ended classes). */
  replays: z.array(replayCard),
});
export type LiveClass = z.output<typeof liveClass>;

const liveCategory = z.coerce
  .number()
  .int()
  .refine((value) => (LIVE_CATEGORY_IDS as readonly number[]).includes(value))
  .transform((value) => value as LiveCategoryId)
  .default(LIVE_CATEGORY_ALL);

export const getLiveCourseCreate = defineRoute({
  ...live,
  method: 'POST',
  path: '/api/Index/getLiveCourseCreate',
  summary:
    'Live classes of a live category (cate -1 all, 1 examination, 2 language learning, 3 ' +
    'professional training), live now first, then upcoming, then ended newest first; 20 a page',
  body: z.object({ cate: liveCategory }).extend(paginationQuery.shape),
  data: paged(liveClass),
});

export const replayGroup = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  replays: z.array(replayCard),
});
export type ReplayGroup = z.output<typeof replayGroup>;

export const listReplayTree = defineRoute({
  ...live,
  method: 'POST',
  path: '/api/replay/listTree',
  summary: 'Replay groups with their replays, in the editors’ order',
  body: z.object({}),
  data: z.array(replayGroup),
});

export const listReplays = defineRoute({
  ...live,
  method: 'POST',
  path: '/api/replay/list',
  summary: 'Replays, of one group when groupId is given, newest first; 20 a page',
  body: z.object({ groupId: contentId.optional() }).extend(paginationQuery.shape),
  data: paged(replayCard),
});
