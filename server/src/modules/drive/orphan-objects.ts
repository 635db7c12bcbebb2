import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ObjectStore } from '../../platform/storage/object-store';
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

/**
 * The keys among `keys` that another module's rows still name (an upload's, parts and all).
 * Passed in by the caller, since those modules build on drive and drive may not import them.
 */
export type KeysInUse = (db: Db, keys: string[]) => Promise<string[]>;

/** The keys in `keys` some row still names: an entry's object, or one `others` knows of. */
async function referencedKeys(db: Db, keys: string[], others: KeysInUse[]): Promise<Set<string>> {
  const objects = await db
    .select({ key: fileObjects.storageKey })
    .from(fileObjects)
    .where(inArray(fileObjects.storageKey, keys));
  const held = await Promise.all(others.map((keysInUse) => keysInUse(db, keys)));
  return new Set([...objects.map((row) => row.key), ...held.flat()]);
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
 * row or one of `others` names (upload sessions), nor anything outside `objects/`.
 */
export async function sweepOrphanObjects(
  db: Db,
  store: ObjectStore,
  others: KeysInUse[],
  olderThan: Date = new Date(Date.now() - ORPHAN_MIN_AGE_MS),
): Promise<OrphanSweep> {
  const result: OrphanSweep = { scanned: 0, erased: 0, erasedBytes: 0 };
  let batch: { key: string; size: number }[] = [];
  const settle = async () => {
    if (batch.length === 0) return;
    const referenced = await referencedKeys(
      db,
      batch.map((object) => object.key),
      others,
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
