import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { pickText } from '@qiao/contracts/catalogue';
import type { LiveClass } from '@qiao/contracts/catalogue-mooc-live';
import {
  liveCategoryIdOf,
  liveCategoryOf,
  liveJoinUrl,
  liveStatusAt,
  type LiveCategoryId,
} from '@qiao/contracts/catalogue-mooc-rules';
import type { Db } from '../../../platform/db/database';
import { imageUrl } from '../media-urls';
import { catalogueItems } from '../tables';
import { visibleTo, type Viewer } from '../visibility';
import { replaysOfGroups } from './replays';

/**
 * Live classes: items of kind `live` with a schedule and a room. Their status comes from the
 * schedule at the time of the call, so nothing has to flip a flag when a class starts or ends.
 * A class's replays are those of the replay group it belongs to.
 */

export interface LiveQuery {
  cate: LiveCategoryId;
  page: number;
  pageSize: number;
}

const startsAt = sql`(${catalogueItems.live}->>'startsAt')::timestamptz`;
const endsAt = sql`(${catalogueItems.live}->>'endsAt')::timestamptz`;

/** Live now first, then upcoming (soonest first), then ended (latest first). */
function liveOrder(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return [
    sql`case when ${startsAt} <= ${at} and ${at} < ${endsAt} then 0
             when ${at} < ${startsAt} then 1 else 2 end`,
    sql`case when ${at} < ${endsAt} then ${startsAt} end asc nulls last`,
    desc(endsAt),
    asc(catalogueItems.id),
  ];
}

export async function liveClassPage(
  db: Db,
  viewer: Viewer,
  language: Language,
  providerUrl: string | undefined,
  query: LiveQuery,
  now = new Date(),
) {
  const category = liveCategoryOf(query.cate);
  const where = and(
    eq(catalogueItems.kind, 'live'),
    sql`${catalogueItems.live} is not null`,
    visibleTo(catalogueItems, viewer),
    category ? eq(catalogueItems.category, category) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(catalogueItems)
      .where(where)
      .orderBy(...liveOrder(now))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(catalogueItems)
      .where(where),
  ]);
  const groupIds = [
    ...new Set(rows.flatMap((row) => (row.collectionId ? [row.collectionId] : []))),
  ];
  const replays = await replaysOfGroups(db, viewer, groupIds, language);
  const list = rows.map((row): LiveClass => {
    const schedule = row.live!;
    const status = liveStatusAt(schedule, now);
    return {
      id: row.id,
      title: pickText(row.title, language),
      summary: pickText(row.summary, language),
      coverUrl: imageUrl(row.coverKey),
      category: row.category,
      cate: liveCategoryIdOf(row.category),
      startsAt: new Date(schedule.startsAt).toISOString(),
      endsAt: new Date(schedule.endsAt).toISOString(),
      status,
      joinUrl: status === 'live' ? liveJoinUrl(providerUrl, schedule.room) : null,
      replays: status === 'ended' && row.collectionId ? (replays.get(row.collectionId) ?? []) : [],
    };
  });
  return { list, total: counted?.total ?? 0 };
}
