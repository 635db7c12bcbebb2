import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { shareStateOf } from '@qiao/contracts/share-rules';
import { pageWindow, type PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import {
  assertFolderExists,
  fullPathOf,
  userFiles,
  downloadAuth,
  type DownloadAuthDeps,
} from '../drive';
import { entriesInShare, sharedTops, type Visitor } from './access';
import { toSharedFile } from './presenter';
import { resolveSharePath } from './share-paths';
import { shareMarks, shares, shareVisits, type ShareRow } from './tables';

/** Items of a share at a visitor's path: the shared items at "/", a shared folder's contents below. */
export async function listInShare(
  db: Db,
  share: ShareRow,
  relativePath: string,
  page: PageRequest,
) {
  const tops = await sharedTops(db, share);
  const resolved = resolveSharePath(relativePath, tops);
  if (!resolved) throw new AppError('folderNotFound');
  if (resolved.kind === 'root') {
    // The shared items themselves are few and already in hand: the same window, over an array.
    const { limit, offset } = pageWindow(page);
    const sorted = [...tops].sort(
      (a, b) => Number(b.isDir) - Number(a.isDir) || a.fileName.localeCompare(b.fileName),
    );
    return {
      list: sorted.slice(offset, offset + limit).map((row) => toSharedFile(row, '/')),
      total: tops.length,
    };
  }
  if (resolved.realPath !== fullPathOf(resolved.top)) {
    await assertFolderExists(db, share.ownerId, resolved.realPath);
  }
  const where = and(
    eq(userFiles.userId, share.ownerId),
    eq(userFiles.deleteFlag, 0),
    eq(userFiles.filePath, resolved.realPath),
  );
  const [total] = await db.select({ value: count() }).from(userFiles).where(where);
  const rows = await onePage(
    db
      .select()
      .from(userFiles)
      .where(where)
      .orderBy(desc(userFiles.isDir), asc(userFiles.fileName), asc(userFiles.extendName)),
    page,
  );
  return { list: rows.map((row) => toSharedFile(row, relativePath)), total: total?.value ?? 0 };
}

/** A view counts once per visitor (user, or address when signed out); the owner's own do not. */
export async function countView(db: Db, share: ShareRow, visitor: Visitor): Promise<number> {
  if (visitor.user?.id === share.ownerId) return share.viewCount;
  const visitorKey = visitor.user ? `user:${visitor.user.id}` : `address:${visitor.address}`;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shareVisits)
      .values({ shareId: share.id, visitorKey })
      .onConflictDoNothing()
      .returning({ shareId: shareVisits.shareId });
    if (inserted.length === 0) return share.viewCount;
    const [row] = await tx
      .update(shares)
      .set({ viewCount: sql`${shares.viewCount} + 1` })
      .where(eq(shares.id, share.id))
      .returning({ viewCount: shares.viewCount });
    return row?.viewCount ?? share.viewCount;
  });
}

/** Remembers a user's latest resave or download of a public share, for their own lists. */
export async function markUse(
  db: Db,
  share: ShareRow,
  userId: string | undefined,
  mark: 'resave' | 'download',
) {
  if (!userId || share.kind !== 'public') return;
  await db
    .insert(shareMarks)
    .values({ shareId: share.id, userId, mark })
    .onConflictDoUpdate({
      target: [shareMarks.shareId, shareMarks.userId, shareMarks.mark],
      set: { markedAt: new Date() },
    });
}

/**
 * A short-lived address for items inside a share (a file, or a zip of files and folders), signed
 * for the share so it stops working if the share is cancelled or expires; counts a download.
 */
export async function downloadFromShare(
  deps: DownloadAuthDeps,
  share: ShareRow,
  ids: readonly string[] | undefined,
  userId: string | undefined,
) {
  const wanted = ids ?? (await sharedTops(deps.db, share)).map((row) => row.id);
  if (wanted.length === 0) throw new AppError('fileNotFound');
  const { entries } = await entriesInShare(deps.db, share, wanted);
  const auth = await downloadAuth(
    deps,
    share.ownerId,
    entries.map((entry) => entry.id),
    { shareId: share.id },
  );
  await deps.db.transaction(async (tx) => {
    await tx
      .update(shares)
      .set({ downloadCount: sql`${shares.downloadCount} + 1` })
      .where(eq(shares.id, share.id));
    await markUse(tx, share, userId, 'download');
  });
  return auth;
}

/** A signed share address is honoured only while the share is still open. */
export async function assertShareStillOpen(db: Db, shareId: string, now: Date = new Date()) {
  const [share] = await db.select().from(shares).where(eq(shares.id, shareId));
  if (!share) throw new AppError('shareNotFound');
  const state = shareStateOf(share, now);
  if (state === 'cancelled') throw new AppError('shareCancelled');
  if (state === 'expired') throw new AppError('shareExpired');
}
