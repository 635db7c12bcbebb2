import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fileObjects } from './tables';

/** Where an object's thumbnail is kept (made on first preview; see thumbnails.ts). */
export const thumbnailKey = (objectId: string) => `thumbnails/${objectId}.jpg`;

/** Where an office document's PDF preview is kept (made by a job; see modules/office). */
export const previewPdfKey = (objectId: string) => `office-previews/${objectId}.pdf`;

/** One more entry shows these bytes (a copy, a save from a share, an instant upload). */
export async function addReferences(db: Db, objectIds: string[]): Promise<void> {
  for (const id of objectIds) {
    await db
      .update(fileObjects)
      .set({ refCount: sql`${fileObjects.refCount} + 1` })
      .where(sql`${fileObjects.id} = ${id}`);
  }
}

/**
 * Entries showing these bytes are gone. Objects nobody shows any more are removed from the table
 * and their storage keys (with their thumbnails' and PDF previews') answered, for the caller to erase from the store once the transaction
 * has committed (an erase that fails then only leaves an orphan, never a dangling entry).
 */
export async function dropReferences(db: Db, objectIds: string[]): Promise<string[]> {
  if (objectIds.length === 0) return [];
  for (const id of objectIds) {
    await db
      .update(fileObjects)
      .set({ refCount: sql`${fileObjects.refCount} - 1` })
      .where(sql`${fileObjects.id} = ${id}`);
  }
  const unique = [...new Set(objectIds)];
  const gone = await db
    .delete(fileObjects)
    .where(sql`${inArray(fileObjects.id, unique)} and ${lte(fileObjects.refCount, 0)}`)
    .returning({ id: fileObjects.id, storageKey: fileObjects.storageKey });
  return gone.flatMap((row) => [row.storageKey, thumbnailKey(row.id), previewPdfKey(row.id)]);
}
