import { COURSE_CATEGORIES, type CourseCategory } from './catalogue';
import type { CourseAccess } from './catalogue-mooc';

/**
 * Rules of MOOCs and live classes that the server and the pages share: the spec's live categories
 * (-1, 1, 2, 3), a live class's status from its schedule, and its join link at the provider.
 */

/**
 * The spec names live categories only by number (learning area §3, §9: -1 all, 1, 2, 3). Qiao
 * gives them the course categories' meaning, in the same order: 1 examination preparation,
 * 2 language learning, 3 professional (teacher) training.
 */
export const LIVE_CATEGORY_IDS = [-1, 1, 2, 3] as const;
export type LiveCategoryId = (typeof LIVE_CATEGORY_IDS)[number];

export const LIVE_CATEGORY_ALL = -1;

export function liveCategoryOf(id: LiveCategoryId): CourseCategory | null {
  return id === LIVE_CATEGORY_ALL ? null : COURSE_CATEGORIES[id - 1]!;
}

export function liveCategoryIdOf(category: CourseCategory | null | undefined): LiveCategoryId {
  if (!category) return LIVE_CATEGORY_ALL;
  return (COURSE_CATEGORIES.indexOf(category) + 1) as LiveCategoryId;
}

/**
 * Live now between its start and its end, ended after; the spec has only these two, and a class
 * scheduled for later is "upcoming" so that it is never shown as over before it began.
 */
export const LIVE_STATUSES = ['live', 'upcoming', 'ended'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export function liveStatusAt(
  schedule: { startsAt: string; endsAt: string },
  now: Date,
): LiveStatus {
  const time = now.getTime();
  if (time < Date.parse(schedule.startsAt)) return 'upcoming';
  if (time < Date.parse(schedule.endsAt)) return 'live';
  return 'ended';
}

/**
 * The room's address at the live provider: `{room}` in the configured URL is replaced by the
 * room, otherwise the room is added as the last path segment. No provider, no link.
 */
export function liveJoinUrl(providerUrl: string | undefined, room: string): string | null {
  if (!providerUrl || !room) return null;
  const encoded = encodeURIComponent(room);
  if (providerUrl.includes('{room}')) return providerUrl.replaceAll('{room}', encoded);
  // Before any query or fragment, which the provider may need kept.
  const cut = providerUrl.search(/[?#]/);
  const base = cut < 0 ? providerUrl : providerUrl.slice(0, cut);
  const rest = cut < 0 ? '' : providerUrl.slice(cut);
  return `${base.replace(/\/$/, '')}/${encoded}${rest}`;
}

/** A free course is open to all who see it; a priced one only to whoever bought it. */
export function courseAccessOf(priced: boolean, bought: boolean): CourseAccess {
  return !priced || bought ? 'open' : 'locked';
}
