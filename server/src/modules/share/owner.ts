import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { REVIEW_STATUS, SHARE_TYPES, shareEndTime } from '@qiao/contracts/share-rules';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { userFiles, type UserFileRow } from '../drive';
import { newExtractionCode } from './codes';
import { toShareRecord } from './presenter';
import { assertZoneExists } from './zones';
import { shareItems, shares, type ShareRow } from './tables';

/** The caller's share by batch number; someone else's is "no such share", never "not yours". */
async function ownShare(db: Db, userId: string, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select()
    .from(shares)
    .where(and(where, eq(shares.ownerId, userId)));
  if (!row) throw new AppError('shareNotFound');
  return row;
}

/** Top items of several shares at once (live or not: the owner sees what was shared). */
async function topsOf(db: Db, shareIds: readonly string[]) {
  const byShare = new Map<string, UserFileRow[]>();
  if (shareIds.length === 0) return byShare;
  const rows = await db
    .select({ shareId: shareItems.shareId, entry: userFiles })
    .from(shareItems)
    .innerJoin(userFiles, eq(userFiles.id, shareItems.userFileId))
    .where(and(inArray(shareItems.shareId, [...shareIds]), eq(userFiles.deleteFlag, 0)))
    .orderBy(asc(shareItems.position));
  for (const row of rows) {
    byShare.set(row.shareId, [...(byShare.get(row.shareId) ?? []), row.entry]);
  }
  return byShare;
}

async function recordOf(db: Db, share: ShareRow, now: Date) {
  const tops = await topsOf(db, [share.id]);
  return toShareRecord(share, tops.get(share.id) ?? [], now);
}

/** The owner's shares, newest first, cancelled ones left out. */
export async function listOwnShares(
  db: Db,
  userId: string,
  options: { kind?: 'link' | 'public' } & PageRequest,
  now: Date = new Date(),
) {
  const where = and(
    eq(shares.ownerId, userId),
    isNull(shares.cancelledAt),
    options.kind ? eq(shares.kind, options.kind) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(shares).where(where);
  const rows = await onePage(
    db.select().from(shares).where(where).orderBy(desc(shares.shareTime), desc(shares.id)),
    options,
  );
  const tops = await topsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toShareRecord(row, tops.get(row.id) ?? [], now)),
    total: total?.value ?? 0,
  };
}

/**
 * The owner changes a link share: a duration renews the validity from now; shareType 1 gets a
 * fresh code when the share had none (an existing code is kept), 0 drops the code.
 */
export async function editLinkShare(
  db: Db,
  userId: string,
  input: { batchNum: string; duration?: number; shareType?: number },
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const share = await ownShare(tx, userId, eq(shares.batchNum, input.batchNum));
    if (share.kind !== 'link') throw new AppError('shareNotLink');
    if (share.cancelledAt) throw new AppError('shareCancelled');
    const changes: Partial<ShareRow> = {};
    if (input.duration !== undefined) {
      changes.duration = input.duration;
      changes.endTime = shareEndTime(now, input.duration);
    }
    if (input.shareType !== undefined && input.shareType !== share.shareType) {
      changes.shareType = input.shareType;
      changes.extractionCode = input.shareType === SHARE_TYPES.withCode ? newExtractionCode() : '';
    }
    const [row] = Object.keys(changes).length
      ? await tx.update(shares).set(changes).where(eq(shares.id, share.id)).returning()
      : [share];
    return recordOf(tx, row!, now);
  });
}

/** Renews a share's validity from now; an expired share opens again, a cancelled one does not. */
export async function renewShare(
  db: Db,
  userId: string,
  input: { batchNum: string; duration: number },
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const share = await ownShare(tx, userId, eq(shares.batchNum, input.batchNum));
    if (share.cancelledAt) throw new AppError('shareCancelled');
    const [row] = await tx
      .update(shares)
      .set({ duration: input.duration, endTime: shareEndTime(now, input.duration) })
      .where(eq(shares.id, share.id))
      .returning();
    return recordOf(tx, row!, now);
  });
}

/** Cancels the caller's shares; one batch number that is not theirs refuses them all. */
export async function cancelShares(
  db: Db,
  userId: string,
  batchNums: readonly string[],
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const unique = [...new Set(batchNums)];
    const own = await tx
      .select({ id: shares.id })
      .from(shares)
      .where(and(inArray(shares.batchNum, unique), eq(shares.ownerId, userId)));
    if (own.length !== unique.length) throw new AppError('shareNotFound');
    const cancelled = await tx
      .update(shares)
      .set({ cancelledAt: now })
      .where(
        and(
          inArray(
            shares.id,
            own.map((row) => row.id),
          ),
          isNull(shares.cancelledAt),
        ),
      )
      .returning({ id: shares.id });
    return { cancelled: cancelled.length };
  });
}

/** The owner edits a public share's texts and zone; it goes back to review. */
export async function editPublicShare(
  db: Db,
  userId: string,
  input: { id: string; title: string; desc: string; categoryId: number },
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const share = await ownShare(tx, userId, eq(shares.id, input.id));
    if (share.kind !== 'public') throw new AppError('shareNotPublic');
    if (share.cancelledAt) throw new AppError('shareCancelled');
    await assertZoneExists(tx, input.categoryId);
    const [row] = await tx
      .update(shares)
      .set({
        publicTitle: input.title,
        publicDesc: input.desc,
        categoryId: input.categoryId,
        reviewStatus: REVIEW_STATUS.pending,
        rejectReason: null,
        reviewTime: null,
        reviewerId: null,
      })
      .where(eq(shares.id, share.id))
      .returning();
    return recordOf(tx, row!, now);
  });
}
