import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { pickText, type CourseCategory } from '@qiao/contracts/catalogue';
import type { LiveClass } from '@qiao/contracts/catalogue-mooc-live';
import {
  liveCategoryIdOf,
  liveCategoryOf,
  liveJoinUrl,
  liveStatusAt,
  type LiveCategoryId,
} from '@qiao/contracts/catalogue-mooc-rules';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { imageUrl } from '../media-urls';
import { catalogueItems, courses } from '../tables';
import { visibleTo, type Viewer } from '../visibility';
import { attendanceOf } from '../live/attendance';
import { replaysOfLiveClasses } from './replays';

/**
 * Live classes: items of kind `live` with a schedule and a room. Their status comes from the
 * schedule at the time of the call, so nothing has to flip a flag when a class starts or ends.
 * An ended class's replays are those of its replay group, else those of its course. The room's
 * address is never listed: it comes from /api/user/getLiveUrl, which records the visit.
 */

export interface LiveQuery extends PageRequest {
  cate: LiveCategoryId;
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

/** A live class's category: its own, else its course's. */
const liveCategory = sql<CourseCategory | null>`coalesce(${catalogueItems.category}, ${courses.category})`;

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
    category ? eq(liveCategory, category) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select({ item: catalogueItems, category: liveCategory })
        .from(catalogueItems)
        .leftJoin(courses, eq(courses.id, catalogueItems.courseId))
        .where(where)
        .orderBy(...liveOrder(now)),
      query,
    ),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(catalogueItems)
      .leftJoin(courses, eq(courses.id, catalogueItems.courseId))
      .where(where),
  ]);
  const ended = rows
    .map((row) => row.item)
    .filter((item) => liveStatusAt(item.live!, now) === 'ended');
  const [replays, attendance] = await Promise.all([
    replaysOfLiveClasses(db, viewer, ended, language),
    viewer.userId
      ? attendanceOf(
          db,
          viewer.userId,
          rows.map((row) => row.item.id),
        )
      : null,
  ]);
  const list = rows.map(({ item, category: itemCategory }): LiveClass => {
    const schedule = item.live!;
    const status = liveStatusAt(schedule, now);
    return {
      id: item.id,
      title: pickText(item.title, language),
      summary: pickText(item.summary, language),
      coverUrl: imageUrl(item.coverKey),
      category: itemCategory,
      cate: liveCategoryIdOf(itemCategory),
      startsAt: new Date(schedule.startsAt).toISOString(),
      endsAt: new Date(schedule.endsAt).toISOString(),
      status,
      joinable: status === 'live' && liveJoinUrl(providerUrl, schedule.room) !== null,
      attendance: attendance
        ? (attendance.get(item.id) ?? { signedUp: false, joined: false })
        : null,
      replays: replays.get(item.id) ?? [],
    };
  });
  return { list, total: counted?.total ?? 0 };
}
