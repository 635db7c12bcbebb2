import { and, eq, sql } from 'drizzle-orm';
import {
  childPath,
  fileTypeOf,
  isSameOrInside,
  joinFileName,
  splitFileName,
} from '@qiao/contracts/drive-rules';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { assertFolderExists, beneath, findLiveEntry, fullPathOf, nameTaken } from './entries';
import { assertValidFolderPath, assertValidName } from './names';
import { addReferences } from './objects';
import { reserveBytes } from './quota';
import { userFiles, type UserFileRow, liveEntriesOf } from './tables';

/** Rewrites the parent path of everything under a folder that moved or was renamed. */
async function rewriteDescendants(db: Db, userId: string, from: string, to: string) {
  await db
    .update(userFiles)
    .set({ filePath: sql`${to} || substr(${userFiles.filePath}, ${from.length + 1})` })
    .where(and(liveEntriesOf(userId), beneath(from)));
}

/** A file's new name carries its extension ("notes.md"); a folder's is just its name. */
export async function renameEntry(db: Db, userId: string, id: string, rawName: string) {
  const fullName = rawName.trim();
  assertValidName(fullName);
  return db.transaction(async (tx) => {
    const entry = await findLiveEntry(tx, userId, id);
    const { name, extension } = entry.isDir
      ? { name: fullName, extension: '' }
      : splitFileName(fullName);
    if (await nameTaken(tx, userId, entry.filePath, name, extension, entry.id)) {
      throw new AppError('fileNameTaken');
    }
    const [row] = await tx
      .update(userFiles)
      .set({
        fileName: name,
        extendName: extension,
        fileType: entry.isDir ? 0 : fileTypeOf(extension),
        updateTime: new Date(),
      })
      .where(eq(userFiles.id, entry.id))
      .returning();
    if (entry.isDir) await rewriteDescendants(tx, userId, fullPathOf(entry), fullPathOf(row!));
    return row!;
  });
}

/** `moving`: the entry itself leaves its place, so its own name does not count as taken. */
async function checkTarget(
  db: Db,
  userId: string,
  entry: UserFileRow,
  target: string,
  moving: boolean,
) {
  assertValidFolderPath(target);
  if (entry.isDir && isSameOrInside(target, fullPathOf(entry))) {
    throw new AppError('moveIntoItself');
  }
  await assertFolderExists(db, userId, target);
  const except = moving ? entry.id : undefined;
  if (await nameTaken(db, userId, target, entry.fileName, entry.extendName, except)) {
    throw new AppError('fileNameTaken');
  }
}

export async function moveEntry(db: Db, userId: string, id: string, target: string) {
  return db.transaction(async (tx) => {
    const entry = await findLiveEntry(tx, userId, id);
    if (entry.filePath === target) return entry;
    await checkTarget(tx, userId, entry, target, true);
    const [row] = await tx
      .update(userFiles)
      .set({ filePath: target, updateTime: new Date() })
      .where(eq(userFiles.id, entry.id))
      .returning();
    if (entry.isDir) await rewriteDescendants(tx, userId, fullPathOf(entry), fullPathOf(row!));
    return row!;
  });
}

/** Moves several entries; all move or none does. */
export async function moveEntries(db: Db, userId: string, ids: string[], target: string) {
  return db.transaction(async (tx) => {
    for (const id of ids) await moveEntry(tx, userId, id, target);
    return ids.length;
  });
}

/**
 * Copies a file, or a folder with everything in it, into `target`. Bytes are shared (references),
 * but every copied byte counts against the quota, reserved before anything is written.
 */
export async function copyEntry(db: Db, userId: string, id: string, target: string) {
  return db.transaction(async (tx) => {
    const entry = await findLiveEntry(tx, userId, id);
    await checkTarget(tx, userId, entry, target, false);
    const from = fullPathOf(entry);
    const inside = entry.isDir
      ? await tx
          .select()
          .from(userFiles)
          .where(and(liveEntriesOf(userId), beneath(from)))
      : [];
    const all = [entry, ...inside];
    await reserveBytes(
      tx,
      userId,
      all.reduce((sum, row) => sum + (row.isDir ? 0 : row.fileSize), 0),
    );
    const to = childPath(target, joinFileName(entry.fileName, entry.extendName));
    const copies = all.map(({ id: _id, ...row }, index) => ({
      ...row,
      // The first is the entry itself, placed in the target; the rest keep their place inside it.
      filePath: index === 0 ? target : to + row.filePath.slice(from.length),
      uploadTime: new Date(),
      updateTime: new Date(),
    }));
    const inserted = await tx.insert(userFiles).values(copies).returning();
    await addReferences(
      tx,
      all.flatMap((row) => (row.objectId ? [row.objectId] : [])),
    );
    return inserted[0]!;
  });
}
