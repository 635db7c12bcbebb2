import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { REVIEW_STATUS } from '@qiao/contracts/share-rules';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { userFiles, type UserFileRow } from '../drive';
import { users } from '../users';
import { toPublicCard } from './presenter';
import { zoneTitles } from './zones';
import { shareItems, shares, type ShareRow } from './tables';

/** Approved, not cancelled: what visitors may see. */
export const published = () =>
  and(
    eq(shares.kind, 'public'),
    eq(shares.reviewStatus, REVIEW_STATUS.approved),
    isNull(shares.cancelledAt),
  );

/** Cards for these shares, with zone titles in the caller's language and owners' names. */
export async function cardsOf(db: Db, rows: readonly ShareRow[], language: Language) {
  if (rows.length === 0) return [];
  const titles = await zoneTitles(db, language);
  const owners = await db
    .select({ id: users.id, loginName: users.loginName, userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((row) => row.ownerId),
      ),
    );
  const names = new Map(owners.map((owner) => [owner.id, owner.userName || owner.loginName]));
  const items = await db
    .select({ shareId: shareItems.shareId, entry: userFiles })
    .from(shareItems)
    .innerJoin(userFiles, eq(userFiles.id, shareItems.userFileId))
    .where(
      and(
        inArray(
          shareItems.shareId,
          rows.map((row) => row.id),
        ),
        eq(userFiles.deleteFlag, 0),
      ),
    )
    .orderBy(asc(shareItems.position));
  const tops = new Map<string, UserFileRow[]>();
  for (const item of items) tops.set(item.shareId, [...(tops.get(item.shareId) ?? []), item.entry]);
  return rows.map((row) =>
    toPublicCard(row, {
      categoryTitle: titles.get(row.categoryId ?? 0) ?? '',
      ownerName: names.get(row.ownerId) ?? '',
      tops: tops.get(row.id) ?? [],
    }),
  );
}

async function pageOfShares(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: PageRequest,
  language: Language,
) {
  const [total] = await db.select({ value: count() }).from(shares).where(where);
  const rows = await onePage(
    db
      .select()
      .from(shares)
      .where(where)
      .orderBy(...order),
    page,
  );
  return { list: await cardsOf(db, rows, language), total: total?.value ?? 0 };
}

/** Published shares of a zone (or all zones), newest or most liked first. */
export function listPublished(
  db: Db,
  options: { categoryId?: number; order: 'new' | 'hot' } & PageRequest,
  language: Language,
) {
  const where = and(
    published(),
    options.categoryId ? eq(shares.categoryId, options.categoryId) : undefined,
  );
  const order =
    options.order === 'hot'
      ? [desc(shares.thumbCount), desc(shares.reviewTime), desc(shares.id)]
      : [desc(shares.reviewTime), desc(shares.id)];
  return pageOfShares(db, where, order, options, language);
}

export function listPending(db: Db, page: PageRequest, language: Language) {
  const where = and(
    eq(shares.kind, 'public'),
    eq(shares.reviewStatus, REVIEW_STATUS.pending),
    isNull(shares.cancelledAt),
  );
  return pageOfShares(db, where, [asc(shares.shareTime), asc(shares.id)], page, language);
}

/** Approves or rejects a pending share; approval publishes it in its zone at once. */
export async function reviewShare(
  db: Db,
  input: { id: string; reviewerId: string; approve: boolean; reason?: string },
  language: Language,
  now: Date = new Date(),
) {
  const [share] = await db
    .select()
    .from(shares)
    .where(and(eq(shares.id, input.id), eq(shares.kind, 'public'), isNull(shares.cancelledAt)));
  if (!share) throw new AppError('shareNotFound');
  const [row] = await db
    .update(shares)
    .set({
      reviewStatus: input.approve ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected,
      rejectReason: input.approve ? null : (input.reason ?? ''),
      reviewTime: now,
      reviewerId: input.reviewerId,
      // This review covers the files as they are now.
      contentChangedAt: null,
    })
    // Only a pending share: two admins reviewing at once cannot both decide.
    .where(and(eq(shares.id, share.id), eq(shares.reviewStatus, REVIEW_STATUS.pending)))
    .returning();
  if (!row) throw new AppError('shareNotPending');
  const [card] = await cardsOf(db, [row], language);
  return card!;
}
