import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ObjectStore } from '../../platform/storage/object-store';
import { uploadSessions } from '../upload/tables';
import { fileObjects } from './tables';

/** Where user files' bytes live (`newObjectKey()`); thumbnails, previews and media have their own. */
export const FILE_OBJECTS_PREFIX = 'objects/';

/**
 * How old an unreferenced object must be before it is erased. Bytes are written a moment before
 * the row that names them (a put, then its transaction; an unzip stages its files, then commits
 * them all): a day is far longer than any run, so a live run's fresh staging is never taken.
 */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** Keys checked against the database per query. */
const BATCH = 500;

/** The keys in `keys` some row still names: an entry's object, or an upload's (parts and all). */
async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const objects = await db
    .select({ key: fileObjects.storageKey })
    .from(fileObjects)
    .where(inArray(fileObjects.storageKey, keys));
  const uploads = await db
    .select({ key: uploadSessions.storageKey })
    .from(uploadSessions)
    .where(inArray(uploadSessions.storageKey, keys));
  return new Set([...objects, ...uploads].map((row) => row.key));
}

export interface OrphanSweep {
  scanned: number;
  erased: number;
  erasedBytes: number;
}

/**
 * Erases file bytes no row refers to and written before `olderThan`: what a run that died before
 * its commit or its clean-up left (an unzip killed mid-run stages files that its re-run never
 * knows about), on the local disk or in the bucket alike. Never touches an object a `file_objects`
 * row or an upload session names, nor anything outside `objects/`.
 */
export async function sweepOrphanObjects(
  db: Db,
  store: ObjectStore,
  olderThan: Date = new Date(Date.now() - ORPHAN_MIN_AGE_MS),
): Promise<OrphanSweep> {
  const result: OrphanSweep = { scanned: 0, erased: 0, erasedBytes: 0 };
  let batch: { key: string; size: number }[] = [];
  const settle = async () => {
    if (batch.length === 0) return;
    const referenced = await referencedKeys(
      db,
      batch.map((object) => object.key),
    );
    for (const object of batch) {
      if (referenced.has(object.key)) continue;
      await store.delete(object.key);
      result.erased += 1;
      result.erasedBytes += object.size;
    }
    batch = [];
  };
  for await (const object of store.listObjects(FILE_OBJECTS_PREFIX)) {
    result.scanned += 1;
    if (object.lastModified >= olderThan) continue;
    batch.push(object);
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  return result;
}
