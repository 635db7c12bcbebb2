import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { catalogueItems, type LiveSchedule } from '../../modules/catalogue';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * The demo's live classes that must stay as they were seeded however long a demo runs: one on
 * now, one a few days ahead to sign up for. The two that ended stay in the past by themselves.
 */
export const DEMO_LIVE_TIMES = {
  /** On from an hour before the seed for sixty days; renewed when less than a week is left. */
  onNow: { slug: 'live-hsk-weekly', startsBefore: HOUR, lasts: 60 * DAY, renewWithin: 7 * DAY },
  /** Three days ahead, an hour long; moved three days ahead again once it has started. */
  ahead: { slug: 'live-tones-workshop', startsIn: 3 * DAY, lasts: HOUR },
} as const;

const iso = (ms: number) => new Date(ms).toISOString();

/** The schedule a demo live class keeps at `now`, or null when it may stay as it is. */
export function currentDemoSchedule(
  slug: string,
  schedule: LiveSchedule,
  now: Date,
): LiveSchedule | null {
  const at = now.getTime();
  const { onNow, ahead } = DEMO_LIVE_TIMES;
  if (slug === onNow.slug && Date.parse(schedule.endsAt) - at < onNow.renewWithin) {
    const startsAt = Math.min(Date.parse(schedule.startsAt), at - onNow.startsBefore);
    return { ...schedule, startsAt: iso(startsAt), endsAt: iso(at + onNow.lasts) };
  }
  if (slug === ahead.slug && Date.parse(schedule.startsAt) <= at) {
    const startsAt = at + ahead.startsIn;
    return { ...schedule, startsAt: iso(startsAt), endsAt: iso(startsAt + ahead.lasts) };
  }
  return null;
}

/**
 * Run on every start of a demo deployment: keeps one demo live class on now and one ahead, so a
 * demo left running for weeks still shows joining and signing up. Learners' sign-ups stay.
 */
export async function keepDemoLiveCurrent(db: Db, now = new Date()): Promise<number> {
  const slugs = [DEMO_LIVE_TIMES.onNow.slug, DEMO_LIVE_TIMES.ahead.slug];
  const rows = await db
    .select({ id: catalogueItems.id, slug: catalogueItems.slug, live: catalogueItems.live })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.kind, 'live'), inArray(catalogueItems.slug, slugs)));
  let moved = 0;
  for (const row of rows) {
    const next = row.live && currentDemoSchedule(row.slug, row.live, now);
    if (!next) continue;
    await db.update(catalogueItems).set({ live: next }).where(eq(catalogueItems.id, row.id));
    moved += 1;
  }
  return moved;
}
