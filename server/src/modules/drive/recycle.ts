import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { DRIVE_LIMITS, childPath, freeName } from '@qiao/contracts/drive-rules';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { beneath, findLiveEntry, fullPathOf } from './entries';
import { ensureFolderPath } from './folders';
import { dropReferences } from './objects';
import { releaseBytes } from './quota';
import { dropVersionsOf } from './versions/erase';
import { userFiles, type UserFileRow, liveEntriesOf } from './tables';

/** deleteFlag of the item the user deleted; everything under it gets DELETED_BENEATH. */
const DELETED_TOP = 1;
const DELETED_BENEATH = 2;

/** Deletion mode 1: the item and everything under it become one batch in the recycle bin. */
export async function moveToRecycleBin(db: Db, userId: string, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const entry = await findLiveEntry(tx, userId, id);
    const batch = randomUUID();
    const now = new Date();
    if (entry.isDir) {
      await tx
        .update(userFiles)
        .set({ deleteFlag: DELETED_BENEATH, deleteTime: now, deleteBatchNum: batch })
        .where(and(liveEntriesOf(userId), beneath(fullPathOf(entry))));
    }
    await tx
      .update(userFiles)
      .set({ deleteFlag: DELETED_TOP, deleteTime: now, deleteBatchNum: batch })
      .where(eq(userFiles.id, entry.id));
    return batch;
  });
}

export async function listRecycleBin(db: Db, userId: string, page: PageRequest) {
  const where = and(eq(userFiles.userId, userId), eq(userFiles.deleteFlag, DELETED_TOP));
  const [rows, [total]] = await Promise.all([
    onePage(
      db
        .select()
        .from(userFiles)
        .where(where)
        .orderBy(desc(userFiles.deleteTime), desc(userFiles.id)),
      page,
    ),
    db.select({ value: count() }).from(userFiles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

async function topOfBatch(db: Db, userId: string, id: string): Promise<UserFileRow> {
  const [top] = await db
    .select()
    .from(userFiles)
    .where(
      and(
        eq(userFiles.id, id),
        eq(userFiles.userId, userId),
        eq(userFiles.deleteFlag, DELETED_TOP),
      ),
    );
  if (!top) throw new AppError('fileNotFound');
  return top;
}

/**
 * Puts a batch back where it was: missing parent folders are made again, and a name taken in the
 * meantime becomes "name(1)" (folders move their contents along).
 */
async function restoreBatch(db: Db, userId: string, top: UserFileRow): Promise<void> {
  await ensureFolderPath(db, userId, top.filePath);
  const name = await freeNameIn(db, userId, top);
  const batch = top.deleteBatchNum!;
  if (top.isDir && name !== top.fileName) {
    const from = fullPathOf(top);
    const to = childPath(top.filePath, name);
    await db
      .update(userFiles)
      .set({ filePath: sql`${to} || substr(${userFiles.filePath}, ${from.length + 1})` })
      .where(
        and(
          eq(userFiles.userId, userId),
          eq(userFiles.deleteBatchNum, batch),
          ne(userFiles.id, top.id),
        ),
      );
  }
  await db.update(userFiles).set({ fileName: name }).where(eq(userFiles.id, top.id));
  await db
    .update(userFiles)
    .set({ deleteFlag: 0, deleteTime: null, deleteBatchNum: null })
    .where(and(eq(userFiles.userId, userId), eq(userFiles.deleteBatchNum, batch)));
}

async function freeNameIn(db: Db, userId: string, top: UserFileRow): Promise<string> {
  const live = await db
    .select({ name: userFiles.fileName })
    .from(userFiles)
    .where(
      and(
        liveEntriesOf(userId),
        eq(userFiles.filePath, top.filePath),
        eq(userFiles.extendName, top.extendName),
      ),
    );
  const taken = new Set(live.map((row) => row.name));
  return freeName(top.fileName, (name) => taken.has(name));
}

export async function restoreFromRecycleBin(db: Db, userId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    for (const id of ids) await restoreBatch(tx, userId, await topOfBatch(tx, userId, id));
    return ids.length;
  });
}

/** Erases whole batches; answers the storage keys no entry uses any more. */
async function eraseBatches(db: Db, userId: string, batches: string[]): Promise<string[]> {
  if (batches.length === 0) return [];
  const gone = await db
    .delete(userFiles)
    .where(and(eq(userFiles.userId, userId), inArray(userFiles.deleteBatchNum, batches)))
    .returning();
  await releaseBytes(
    db,
    userId,
    gone.reduce((sum, row) => sum + (row.isDir ? 0 : row.fileSize), 0),
  );
  // Earlier versions kept by online editing go with their entry.
  const versions = await dropVersionsOf(
    db,
    gone.map((row) => row.id),
  );
  return dropReferences(db, [
    ...gone.flatMap((row) => (row.objectId ? [row.objectId] : [])),
    ...versions,
  ]);
}

/** Deletion mode 2: these batches are gone for good. */
export async function eraseFromRecycleBin(db: Db, userId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const tops = [];
    for (const id of ids) tops.push(await topOfBatch(tx, userId, id));
    const keys = await eraseBatches(
      tx,
      userId,
      tops.map((top) => top.deleteBatchNum!),
    );
    return { erased: tops.length, keys };
  });
}

export async function emptyRecycleBin(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    const tops = await tx
      .select({ batch: userFiles.deleteBatchNum })
      .from(userFiles)
      .where(and(eq(userFiles.userId, userId), eq(userFiles.deleteFlag, DELETED_TOP)));
    const keys = await eraseBatches(
      tx,
      userId,
      tops.map((top) => top.batch!),
    );
    return { erased: tops.length, keys };
  });
}

/** The daily clean-up: batches deleted more than 100 days ago, for every user. */
export async function purgeOldBatches(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - DRIVE_LIMITS.recycleRetentionDays * 24 * 3600_000);
  const old = await db
    .select({ userId: userFiles.userId, batch: userFiles.deleteBatchNum })
    .from(userFiles)
    .where(and(eq(userFiles.deleteFlag, DELETED_TOP), lt(userFiles.deleteTime, cutoff)));
  const keys: string[] = [];
  for (const { userId, batch } of old) {
    keys.push(...(await db.transaction((tx) => eraseBatches(tx, userId, [batch!]))));
  }
  return { erased: old.length, keys };
}
