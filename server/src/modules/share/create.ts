import { shareEndTime, SHARE_TYPES } from '@qiao/contracts/share-rules';
import { REVIEW_STATUS } from '@qiao/contracts/share-rules';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { findLiveEntry, type UserFileRow } from '../drive';
import { newBatchNum, newExtractionCode } from './codes';
import { hasNameClash } from './share-paths';
import { assertZoneExists } from './zones';
import { shareItems, shares } from './tables';

/** The caller's own live entries, each once; two with one name cannot share a root. */
async function ownTops(db: Db, userId: string, ids: readonly string[]): Promise<UserFileRow[]> {
  const tops: UserFileRow[] = [];
  for (const id of new Set(ids)) tops.push(await findLiveEntry(db, userId, id));
  if (hasNameClash(tops)) throw new AppError('shareNamesClash');
  return tops;
}

export interface LinkShareInput {
  duration: number;
  shareType: number;
  remarks: string;
  ids: readonly string[];
}

export async function createLinkShare(
  db: Db,
  userId: string,
  input: LinkShareInput,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const tops = await ownTops(tx, userId, input.ids);
    const extractionCode = input.shareType === SHARE_TYPES.withCode ? newExtractionCode() : '';
    const endTime = shareEndTime(now, input.duration);
    const [share] = await tx
      .insert(shares)
      .values({
        batchNum: newBatchNum(),
        ownerId: userId,
        kind: 'link',
        shareType: input.shareType,
        extractionCode,
        remarks: input.remarks,
        duration: input.duration,
        shareTime: now,
        endTime,
      })
      .returning();
    await tx
      .insert(shareItems)
      .values(tops.map((top, position) => ({ shareId: share!.id, userFileId: top.id, position })));
    return {
      shareBatchNum: share!.batchNum,
      extractionCode,
      endTime: endTime?.toISOString() ?? null,
    };
  });
}

export interface PublicShareInput {
  categoryId: number;
  title: string;
  desc: string;
  ids: readonly string[];
}

/** A public share starts pending: nobody but its owner and admins sees it until approved. */
export async function createPublicShare(db: Db, userId: string, input: PublicShareInput) {
  return db.transaction(async (tx) => {
    await assertZoneExists(tx, input.categoryId);
    const tops = await ownTops(tx, userId, input.ids);
    const [share] = await tx
      .insert(shares)
      .values({
        batchNum: newBatchNum(),
        ownerId: userId,
        kind: 'public',
        shareType: SHARE_TYPES.open,
        duration: 0,
        categoryId: input.categoryId,
        publicTitle: input.title,
        publicDesc: input.desc,
        reviewStatus: REVIEW_STATUS.pending,
      })
      .returning();
    await tx
      .insert(shareItems)
      .values(tops.map((top, position) => ({ shareId: share!.id, userFileId: top.id, position })));
    return { id: share!.id, shareBatchNum: share!.batchNum, status: 0 as const };
  });
}
