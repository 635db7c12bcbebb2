import { liveStatusAt, type LiveStatus } from './catalogue-mooc-rules';

/**
 * Rules of a learner's attendance at live classes, shared by the server and the pages: when one
 * may sign up, cancel or join, and how "my live classes" is ordered.
 */

interface Schedule {
  startsAt: string;
  endsAt: string;
}

/** Signing up is for a class still ahead or on now; an ended class is only watched as a replay. */
export function maySignUpAt(schedule: Schedule, now: Date): boolean {
  return liveStatusAt(schedule, now) !== 'ended';
}

/** A sign-up can be taken back only before the class starts (after, it is part of the record). */
export function mayCancelAt(schedule: Schedule, now: Date): boolean {
  return liveStatusAt(schedule, now) === 'upcoming';
}

/** Why the room cannot be entered now, as an error name; null while the class is on. */
export function joinRefusalAt(
  schedule: Schedule,
  now: Date,
): 'liveNotStarted' | 'liveEnded' | null {
  const status = liveStatusAt(schedule, now);
  if (status === 'upcoming') return 'liveNotStarted';
  if (status === 'ended') return 'liveEnded';
  return null;
}

/** "My live classes" shows what is still to come (live or upcoming) before what is over. */
export type MyLiveBucket = 'ahead' | 'past';

export function myLiveBucketOf(status: LiveStatus): MyLiveBucket {
  return status === 'ended' ? 'past' : 'ahead';
}

/**
 * The order of "my live classes": classes ahead first, soonest start first; then ended ones,
 * latest end first; the id breaks ties so pages never overlap. The server's SQL follows it.
 */
export function compareMyLiveClasses(
  a: Schedule & { id: string },
  b: Schedule & { id: string },
  now: Date,
): number {
  const bucketA = myLiveBucketOf(liveStatusAt(a, now));
  const bucketB = myLiveBucketOf(liveStatusAt(b, now));
  if (bucketA !== bucketB) return bucketA === 'ahead' ? -1 : 1;
  const byTime =
    bucketA === 'ahead'
      ? Date.parse(a.startsAt) - Date.parse(b.startsAt)
      : Date.parse(b.endsAt) - Date.parse(a.endsAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
