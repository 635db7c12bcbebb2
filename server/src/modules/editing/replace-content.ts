import type { Readable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { ObjectStore } from '../../platform/storage/object-store';
import { newObjectKey } from '../../platform/storage/object-key';
import {
  dropReferences,
  releaseBytes,
  reserveBytes,
  fileObjects,
  liveEntriesOf,
  userFiles,
  type UserFileRow,
  fileVersions,
} from '../drive';
import { EDIT_LIMITS } from '@qiao/contracts/editing';

export interface ContentChange {
  userId: string;
  userFileId: string;
  body: Readable | Buffer;
  /** The object the writer started from; another one current means someone saved meanwhile. */
  expectedObjectId?: string;
  /** Keep the bytes shown before as a version row (document server saves) instead of letting go. */
  keepPrevious: boolean;
  /** Run inside the transaction before anything changes (e.g. the file type is still editable). */
  check?: (entry: UserFileRow) => void;
}

/**
 * Copy on write: the new bytes become a new object and the entry points at it; the old object
 * loses this entry's reference (or a version row takes it over), so copies, saves from shares and
 * instant uploads sharing those bytes keep them. The quota moves by the size difference in the
 * same transaction. Answers the updated entry and the storage keys to erase once committed.
 */
export async function replaceContent(db: Db, store: ObjectStore, change: ContentChange) {
  const key = newObjectKey();
  const stored = await store.put(key, change.body);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(userFiles)
        .where(and(eq(userFiles.id, change.userFileId), liveEntriesOf(change.userId)))
        .for('update');
      if (!current || current.isDir) throw new AppError('fileNotFound');
      change.check?.(current);
      if (change.expectedObjectId && current.objectId !== change.expectedObjectId) {
        throw new AppError('editConflict');
      }
      const difference = stored.size - current.fileSize;
      if (difference > 0) await reserveBytes(tx, change.userId, difference);
      else await releaseBytes(tx, change.userId, -difference);
      const [object] = await tx
        .insert(fileObjects)
        .values({
          storageKey: key,
          size: stored.size,
          md5: stored.md5,
          sha256: stored.sha256,
          refCount: 1,
        })
        .returning();
      const [entry] = await tx
        .update(userFiles)
        .set({ objectId: object!.id, fileSize: stored.size, updateTime: new Date() })
        .where(eq(userFiles.id, current.id))
        .returning();
      let erase: string[] = [];
      if (current.objectId && change.keepPrevious) {
        await tx.insert(fileVersions).values({
          userId: change.userId,
          userFileId: current.id,
          objectId: current.objectId,
          fileSize: current.fileSize,
          savedAt: current.updateTime,
        });
        erase = await pruneVersions(tx, current.id);
      } else if (current.objectId) {
        erase = await dropReferences(tx, [current.objectId]);
      }
      return { entry: entry!, erase };
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
}

/** Only the newest versions are kept; the rest give their reference back. */
async function pruneVersions(db: Db, userFileId: string): Promise<string[]> {
  const old = await db
    .select({ id: fileVersions.id, objectId: fileVersions.objectId })
    .from(fileVersions)
    .where(eq(fileVersions.userFileId, userFileId))
    .orderBy(desc(fileVersions.replacedAt), desc(fileVersions.id))
    .offset(EDIT_LIMITS.officeVersionsKept);
  if (old.length === 0) return [];
  await db.delete(fileVersions).where(
    inArray(
      fileVersions.id,
      old.map((row) => row.id),
    ),
  );
  return dropReferences(
    db,
    old.map((row) => row.objectId),
  );
}

/** The versions an entry keeps, newest first. */
export async function versionsOf(db: Db, userFileId: string) {
  return db
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.userFileId, userFileId))
    .orderBy(desc(fileVersions.replacedAt));
}
