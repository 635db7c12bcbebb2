import { and, eq } from 'drizzle-orm';
import type { ItemKind } from '@qiao/contracts/catalogue';
import type { LearningRecord, SavedRecord, WatchedSpan } from '@qiao/contracts/learning';
import { MY_ITEM_LISTS, RECORDED_ITEM_KINDS } from '@qiao/contracts/learning-items';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { findRecordableItem, type RecordableItem } from '../catalogue';
import { afterReport, itemPercent, resumeTime } from './progress-rules';
import { announceNoItem, type AnnounceItemFinished } from './class-hour-finished';
import { openingWrite } from './opening';
import { itemRecords } from './tables';

/**
 * A learner's records of catalogue items (micro-lessons, videos, documents, e-books): the same
 * rules as class contents (spans credited by the wall clock, done at 90 %, documents done when
 * opened), without a class hour or course around them. Every call finds the item only when the
 * learner may see it.
 */

type ItemRecordRow = typeof itemRecords.$inferSelect;

const isMedia = (kind: ItemKind) => (MY_ITEM_LISTS.media as readonly ItemKind[]).includes(kind);

async function locateItem(db: Db, userId: string, itemId: string): Promise<RecordableItem> {
  const item = await findRecordableItem(db, { userId }, itemId, RECORDED_ITEM_KINDS);
  if (!item) throw new AppError('learningContentNotFound');
  return item;
}

/** 0–100 for an item and its record, if any. */
export function itemProgress(
  item: { kind: ItemKind; durationSeconds: number | null },
  row: Pick<ItemRecordRow, 'watchedSeconds' | 'completedAt'> | undefined,
): number {
  const record = row && { watchedSeconds: row.watchedSeconds, done: row.completedAt !== null };
  return itemPercent(isMedia(item.kind), record, item.durationSeconds);
}

function presentItemRecord(item: RecordableItem, row: ItemRecordRow | undefined): LearningRecord {
  return {
    contentId: item.id,
    classHourId: null,
    courseId: null,
    currentTime: row ? resumeTime(row.currentTime, item.durationSeconds) : 0,
    watchedSeconds: row?.watchedSeconds ?? 0,
    progress: itemProgress(item, row),
    done: Boolean(row?.completedAt),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** An item has no class hour or course to move on. */
const presentSaved = (item: RecordableItem, row: ItemRecordRow): SavedRecord => ({
  ...presentItemRecord(item, row),
  classHourDone: null,
  courseProgress: null,
});

const rowOf = (userId: string, itemId: string) =>
  and(eq(itemRecords.userId, userId), eq(itemRecords.itemId, itemId));

/**
 * Opening an item: a document or e-book is done once opened; a video starts the clock the next
 * report is measured from. Either way it moves to the top of the personal centre's lists.
 */
export async function openItem(
  db: Db,
  userId: string,
  itemId: string,
  announce: AnnounceItemFinished = announceNoItem,
): Promise<SavedRecord> {
  const item = await locateItem(db, userId, itemId);
  const opening = openingWrite(itemRecords.completedAt, !isMedia(item.kind));
  const [row] = await db
    .insert(itemRecords)
    .values({ userId, itemId: item.id, ...opening.values })
    .onConflictDoUpdate({ target: [itemRecords.userId, itemRecords.itemId], set: opening.set })
    .returning();
  // Opening a finished document again tells again: listeners change only what is still open.
  if (row!.completedAt) await announce({ userId, itemId: item.id, finishedAt: row!.completedAt });
  return presentSaved(item, row!);
}

/**
 * A report from a micro-lesson's or video's player, credited like a class video's: in one
 * transaction with the row locked, so two tabs cannot spend the same stretch of wall clock twice.
 */
export async function reportItemWatching(
  db: Db,
  userId: string,
  input: { contentId: string; currentTime: number; watched: WatchedSpan[] },
  announce: AnnounceItemFinished = announceNoItem,
): Promise<SavedRecord> {
  const item = await locateItem(db, userId, input.contentId);
  if (!isMedia(item.kind)) throw new AppError('learningNotAVideo');
  let finishedNow = false;
  const row = await db.transaction(async (tx) => {
    await tx.insert(itemRecords).values({ userId, itemId: item.id }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(itemRecords)
      .where(rowOf(userId, item.id))
      .for('update');
    const [updated] = await tx
      .update(itemRecords)
      .set(afterReport(current!, input, item.durationSeconds, new Date()))
      .where(rowOf(userId, item.id))
      .returning();
    finishedNow = !current!.completedAt && Boolean(updated!.completedAt);
    return updated!;
  });
  if (finishedNow && row.completedAt)
    await announce({ userId, itemId: item.id, finishedAt: row.completedAt });
  return presentSaved(item, row);
}

/** An item's record as stored (a zero record when the learner never opened it). */
export async function readItemRecord(
  db: Db,
  userId: string,
  itemId: string,
): Promise<LearningRecord> {
  const item = await locateItem(db, userId, itemId);
  const [row] = await db.select().from(itemRecords).where(rowOf(userId, item.id));
  return presentItemRecord(item, row);
}
