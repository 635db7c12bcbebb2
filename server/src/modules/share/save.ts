import { and, eq, sql } from 'drizzle-orm';
import { childPath, joinFileName } from '@qiao/contracts/drive-rules';
import type { Db } from '../../platform/db/database';
import {
  assertFolderExists,
  beneath,
  freeEntryName,
  fullPathOf,
  assertValidFolderPath,
  addReferences,
  reserveBytes,
  userFiles,
  type UserFileRow,
} from '../drive';
import { entriesInShare } from './access';
import { markUse } from './reads';
import { shares, type ShareRow } from './tables';

/**
 * Saves items of a share into the saver's folder: the saver's own entries pointing at the same
 * bytes (references, like a copy), every byte counted against the saver's quota first, a free
 * name ("name(1)") on a clash, all or nothing. Counts one resave on the share.
 */
export async function saveFromShare(
  db: Db,
  share: ShareRow,
  saverId: string,
  ids: readonly string[],
  target: string,
) {
  assertValidFolderPath(target);
  return db.transaction(async (tx) => {
    await assertFolderExists(tx, saverId, target);
    const { entries } = await entriesInShare(tx, share, ids);
    const saved: UserFileRow[] = [];
    for (const entry of entries) {
      const from = fullPathOf(entry);
      const inside = entry.isDir
        ? await tx
            .select()
            .from(userFiles)
            .where(
              and(eq(userFiles.userId, share.ownerId), eq(userFiles.deleteFlag, 0), beneath(from)),
            )
        : [];
      const all = [entry, ...inside];
      await reserveBytes(
        tx,
        saverId,
        all.reduce((sum, row) => sum + (row.isDir ? 0 : row.fileSize), 0),
      );
      const name = await freeEntryName(tx, saverId, target, entry.fileName, entry.extendName);
      const to = childPath(target, joinFileName(name, entry.extendName));
      const now = new Date();
      const copies = all.map(({ id: _id, ...row }, index) => ({
        ...row,
        userId: saverId,
        fileName: index === 0 ? name : row.fileName,
        filePath: index === 0 ? target : to + row.filePath.slice(from.length),
        uploadTime: now,
        updateTime: now,
        deleteFlag: 0,
        deleteTime: null,
        deleteBatchNum: null,
      }));
      const inserted = await tx.insert(userFiles).values(copies).returning();
      await addReferences(
        tx,
        all.flatMap((row) => (row.objectId ? [row.objectId] : [])),
      );
      saved.push(inserted[0]!);
    }
    await tx
      .update(shares)
      .set({ resaveCount: sql`${shares.resaveCount} + 1` })
      .where(eq(shares.id, share.id));
    await markUse(tx, share, saverId, 'resave');
    return saved;
  });
}
