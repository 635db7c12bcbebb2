import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { cardsOf, published } from './public';
import { shareMarks, shares, type ShareRow } from './tables';

/** The /pan calls work on published public shares only. */
export function assertPublic(share: ShareRow): void {
  if (share.kind !== 'public') throw new AppError('shareNotPublic');
}

const counters = {
  thumb: shares.thumbCount,
  collect: shares.collectCount,
} as const;

/**
 * Likes and collections toggle: the first call marks, the next takes the mark back. The mark's
 * key makes it one per user, and the counter moves in the same transaction as the mark.
 */
export async function toggleMark(
  db: Db,
  share: ShareRow,
  userId: string,
  mark: 'thumb' | 'collect',
): Promise<{ marked: boolean; total: number }> {
  const column = counters[mark];
  const field = mark === 'thumb' ? 'thumbCount' : 'collectCount';
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shareMarks)
      .values({ shareId: share.id, userId, mark })
      .onConflictDoNothing()
      .returning({ shareId: shareMarks.shareId });
    const marked = inserted.length > 0;
    if (!marked) {
      const removed = await tx
        .delete(shareMarks)
        .where(
          and(
            eq(shareMarks.shareId, share.id),
            eq(shareMarks.userId, userId),
            eq(shareMarks.mark, mark),
          ),
        )
        .returning({ shareId: shareMarks.shareId });
      // Someone else's concurrent call already took it back: nothing to count.
      if (removed.length === 0) return { marked: false, total: share[field] };
    }
    const [row] = await tx
      .update(shares)
      .set({ [field]: marked ? sql`${column} + 1` : sql`greatest(0, ${column} - 1)` })
      .where(eq(shares.id, share.id))
      .returning({ total: column });
    return { marked, total: row?.total ?? 0 };
  });
}

/** Whether this user has liked and collected the share. */
export async function marksOf(db: Db, shareId: string, userId: string | undefined) {
  if (!userId) return { thumbed: false, collected: false };
  const rows = await db
    .select({ mark: shareMarks.mark })
    .from(shareMarks)
    .where(and(eq(shareMarks.shareId, shareId), eq(shareMarks.userId, userId)));
  const marks = new Set(rows.map((row) => row.mark));
  return { thumbed: marks.has('thumb'), collected: marks.has('collect') };
}

/** The user's own list of one mark, most recent first, only shares still published. */
export async function myMarkedShares(
  db: Db,
  userId: string,
  mark: 'thumb' | 'collect' | 'resave' | 'download',
  page: PageRequest,
  language: Language,
) {
  const where = and(eq(shareMarks.userId, userId), eq(shareMarks.mark, mark), published());
  const [total] = await db
    .select({ value: count() })
    .from(shareMarks)
    .innerJoin(shares, eq(shares.id, shareMarks.shareId))
    .where(where);
  const rows = await onePage(
    db
      .select({ share: shares, markedAt: shareMarks.markedAt })
      .from(shareMarks)
      .innerJoin(shares, eq(shares.id, shareMarks.shareId))
      .where(where)
      .orderBy(desc(shareMarks.markedAt), desc(shares.id)),
    page,
  );
  const cards = await cardsOf(
    db,
    rows.map((row) => row.share),
    language,
  );
  return {
    list: cards.map((card, index) => ({
      ...card,
      actionTime: rows[index]!.markedAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
