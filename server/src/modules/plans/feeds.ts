import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { PLAN_FEED_PATH } from '@qiao/contracts/plans-feed';
import type { Db } from '../../platform/db/database';
import { rememberedTitlesFor } from './plan-reads';
import { loadPlans } from './plan-store';
import { itemPresenter } from './presenter';
import { calendarFeed, type FeedDay } from './rules/calendar-feed';
import { planFeeds, plans } from './tables';

/**
 * The learner's calendar feed: a secret address (a random 192-bit token) that the phone's calendar
 * polls without a session. Renewing replaces the token and revoking deletes it, so an address
 * that leaked stops answering.
 */

const newToken = () => randomBytes(24).toString('base64url');

/** Tokens are base64url of 24 bytes; anything else is never looked up. */
export const isFeedToken = (value: string) => /^[A-Za-z0-9_-]{32}$/.test(value);

/** `origin`: the scheme and host the learner reached Qiao at, so the phone can reach it too. */
function addressOf(token: string, origin: string) {
  return `${origin}${PLAN_FEED_PATH}/${token}.ics`;
}

export async function feedAddress(db: Db, userId: string, renew: boolean, origin: string) {
  const [current] = await db.select().from(planFeeds).where(eq(planFeeds.userId, userId));
  if (current && !renew)
    return { url: addressOf(current.token, origin), createdAt: current.createdAt.toISOString() };
  const [row] = await db
    .insert(planFeeds)
    .values({ userId, token: newToken() })
    .onConflictDoUpdate({
      target: planFeeds.userId,
      set: { token: newToken(), createdAt: new Date() },
    })
    .returning();
  return { url: addressOf(row!.token, origin), createdAt: row!.createdAt.toISOString() };
}

export async function revokeFeed(db: Db, userId: string) {
  const gone = await db
    .delete(planFeeds)
    .where(eq(planFeeds.userId, userId))
    .returning({ userId: planFeeds.userId });
  return { revoked: gone.length > 0 };
}

const FEED_NAMES = { ar: 'خطتي الدراسية', zh: '我的学习计划', en: 'My study plan' } as const;

/** The feed's text for a token, or null when no learner holds it. */
export async function feedText(db: Db, token: string, language: Language, now = new Date()) {
  if (!isFeedToken(token)) return null;
  const [feed] = await db.select().from(planFeeds).where(eq(planFeeds.token, token));
  if (!feed) return null;
  const rows = await db.select().from(plans).where(eq(plans.userId, feed.userId));
  const stored = await loadPlans(
    db,
    rows.filter((plan) => plan.state === 'running'),
    now,
  );
  const titles = await rememberedTitlesFor(db, feed.userId, stored, language);
  const present = itemPresenter(titles);
  const byDay = new Map<string, string[]>();
  for (const plan of stored)
    for (const row of plan.items) {
      const item = present(plan, row);
      byDay.set(item.date, [...(byDay.get(item.date) ?? []), `${item.courseTitle}: ${item.title}`]);
    }
  const days: FeedDay[] = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayTitles]) => ({ date, titles: dayTitles, uid: `${feed.userId}-${date}@qiao` }));
  return calendarFeed({ name: FEED_NAMES[language], stampedAt: now, days });
}
