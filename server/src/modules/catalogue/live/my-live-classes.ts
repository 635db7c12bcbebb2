import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { pickText } from '@qiao/contracts/catalogue';
import { liveJoinUrl, liveStatusAt } from '@qiao/contracts/catalogue-mooc-rules';
import type { MyLiveClass } from '@qiao/contracts/live-attendance';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { imageUrl } from '../media-urls';
import { replaysOfLiveClasses } from '../mooc/replays';
import { catalogueItems } from '../tables';
import { visibleTo } from '../visibility';
import { liveAttendance } from './tables';

/**
 * "My live classes": the classes a learner signed up for or entered, only while they may still
 * see them. The order is `compareMyLiveClasses` (contracts), written in SQL so pages are exact.
 */

const startsAt = sql`(${catalogueItems.live}->>'startsAt')::timestamptz`;
const endsAt = sql`(${catalogueItems.live}->>'endsAt')::timestamptz`;

function myLiveOrder(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return [
    sql`case when ${at} < ${endsAt} then 0 else 1 end`,
    sql`case when ${at} < ${endsAt} then ${startsAt} end asc nulls last`,
    desc(endsAt),
    asc(catalogueItems.id),
  ];
}

export async function myLiveClassesPage(
  db: Db,
  userId: string,
  language: Language,
  providerUrl: string | undefined,
  paging: PageRequest,
  now = new Date(),
) {
  const where = and(
    eq(liveAttendance.userId, userId),
    eq(catalogueItems.kind, 'live'),
    sql`${catalogueItems.live} is not null`,
    visibleTo(catalogueItems, { userId }),
  );
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select({ item: catalogueItems, attendance: liveAttendance })
        .from(liveAttendance)
        .innerJoin(catalogueItems, eq(catalogueItems.id, liveAttendance.itemId))
        .where(where)
        .orderBy(...myLiveOrder(now)),
      paging,
    ),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(liveAttendance)
      .innerJoin(catalogueItems, eq(catalogueItems.id, liveAttendance.itemId))
      .where(where),
  ]);
  const ended = rows
    .map((row) => row.item)
    .filter((item) => liveStatusAt(item.live!, now) === 'ended');
  const replays = await replaysOfLiveClasses(db, { userId }, ended, language);
  const list = rows.map(({ item, attendance }): MyLiveClass => {
    const schedule = item.live!;
    const status = liveStatusAt(schedule, now);
    return {
      id: item.id,
      title: pickText(item.title, language),
      coverUrl: imageUrl(item.coverKey),
      startsAt: new Date(schedule.startsAt).toISOString(),
      endsAt: new Date(schedule.endsAt).toISOString(),
      status,
      joinable: status === 'live' && liveJoinUrl(providerUrl, schedule.room) !== null,
      signedUpAt: attendance.signedUpAt.toISOString(),
      firstJoinedAt: attendance.firstJoinedAt?.toISOString() ?? null,
      replays: replays.get(item.id) ?? [],
    };
  });
  return { list, total: counted?.total ?? 0 };
}
