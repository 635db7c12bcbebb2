import { and, eq, inArray } from 'drizzle-orm';
import { DRIVE_LIMITS, joinFileName } from '@qiao/contracts/drive-rules';
import { DOWNLOAD_PATH } from '@qiao/contracts/drive';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { ObjectStore } from '../../platform/storage/object-store';
import { beneath, findLiveEntry, fullPathOf } from './entries';
import { signDownloadGrant, type DownloadGrant } from './download-token';
import { fileObjects, userFiles, type UserFileRow, liveEntriesOf } from './tables';
import type { ZipEntry } from '../../platform/zip/zip-stream';

export const displayName = (row: Pick<UserFileRow, 'fileName' | 'extendName'>) =>
  joinFileName(row.fileName, row.extendName);

/**
 * A live file of this user with the object behind it, in one query: every download and preview
 * asks this first, and a second round trip would be paid on each ranged read a player makes.
 * Folders have no object, so they are not found either.
 */
export async function storedFile(db: Db, userId: string, id: string) {
  const [found] = await db
    .select({ entry: userFiles, object: fileObjects })
    .from(userFiles)
    .innerJoin(fileObjects, eq(fileObjects.id, userFiles.objectId))
    .where(and(eq(userFiles.id, id), liveEntriesOf(userId)));
  if (!found) throw new AppError('fileNotFound');
  return found;
}

export interface DownloadAuthDeps {
  db: Db;
  store: ObjectStore;
  signingKey: string;
}

/**
 * A short-lived address for one file (straight from S3 when the store can sign one) or for a zip
 * of several files and folders, streamed by Qiao.
 */
export async function downloadAuth(
  deps: DownloadAuthDeps,
  userId: string,
  ids: string[],
  options: { shareId?: string } = {},
) {
  const expires = Math.floor(Date.now() / 1000) + DRIVE_LIMITS.downloadUrlSeconds;
  const expiresAt = new Date(expires * 1000).toISOString();
  const entries: UserFileRow[] = [];
  for (const id of ids) entries.push(await findLiveEntry(deps.db, userId, id));
  const single = entries.length === 1 && !entries[0]!.isDir ? entries[0]! : undefined;
  const grant = (kind: DownloadGrant['kind']) =>
    `${DOWNLOAD_PATH}?token=${signDownloadGrant(deps.signingKey, { userId, kind, ids, expires, ...options })}`;
  if (single) {
    const { object } = await storedFile(deps.db, userId, single.id);
    const fileName = displayName(single);
    const direct = await deps.store.signedDownloadUrl(object.storageKey, {
      expiresInSeconds: DRIVE_LIMITS.downloadUrlSeconds,
      filename: fileName,
    });
    return { url: direct ?? grant('file'), fileName, expiresAt };
  }
  const fileName = entries.length === 1 ? `${displayName(entries[0]!)}.zip` : 'qiao-files.zip';
  return { url: grant('zip'), fileName, expiresAt };
}

/** Entries of a zip: each chosen item, folders with everything live inside them. */
export async function zipEntries(
  db: Db,
  store: ObjectStore,
  userId: string,
  ids: string[],
): Promise<ZipEntry[]> {
  const result: ZipEntry[] = [];
  const objectIds = new Map<string, string>();
  const rows: { row: UserFileRow; name: string }[] = [];
  for (const id of ids) {
    const top = await findLiveEntry(db, userId, id);
    rows.push({ row: top, name: displayName(top) });
    if (!top.isDir) continue;
    const base = fullPathOf(top);
    const inside = await db
      .select()
      .from(userFiles)
      .where(and(liveEntriesOf(userId), beneath(base)));
    for (const row of inside) {
      const relative = fullPathOf(row).slice(base.length + 1);
      rows.push({ row, name: `${displayName(top)}/${relative}` });
    }
  }
  const wanted = rows.flatMap(({ row }) => (row.objectId ? [row.objectId] : []));
  if (wanted.length > 0) {
    const objects = await db.select().from(fileObjects).where(inArray(fileObjects.id, wanted));
    for (const object of objects) objectIds.set(object.id, object.storageKey);
  }
  for (const { row, name } of rows) {
    if (row.isDir) {
      result.push({ name: `${name}/`, size: 0 });
      continue;
    }
    const key = row.objectId ? objectIds.get(row.objectId) : undefined;
    if (!key) continue;
    result.push({ name, size: row.fileSize, open: async () => (await store.get(key)).body });
  }
  return result;
}
