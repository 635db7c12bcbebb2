import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { about, defineAbilityFor } from '@qiao/contracts/permissions';
import { shareStateOf } from '@qiao/contracts/share-rules';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestUser } from '../../platform/http/request-user';
import { userFiles, type UserFileRow } from '../drive';
import type { CodeGuard } from './code-guard';
import { isInsideShare } from './share-paths';
import { shareItems, shares, type ShareRow } from './tables';

/**
 * Who is reading a share: the signed-in user (if any), the client address, the share passes the
 * browser holds, and, on the code check, the challenge it solved.
 */
export interface Visitor {
  user: RequestUser | null;
  address: string;
  cookies: Record<string, string | undefined>;
  solution?: string | undefined;
}

export async function visitorOf(request: FastifyRequest): Promise<Visitor> {
  return { user: await request.resolveUser(), address: request.ip, cookies: request.cookies };
}

export async function findShareByBatch(db: Db, batchNum: string): Promise<ShareRow> {
  const [row] = await db.select().from(shares).where(eq(shares.batchNum, batchNum));
  if (!row) throw new AppError('shareNotFound');
  return row;
}

/**
 * Whether the share may be seen by this visitor at all, before any code: cancelled and expired
 * shares say so; a public share nobody approved is as good as missing to all but its owner and
 * admins.
 */
export function assertShareOpen(share: ShareRow, user: RequestUser | null, now: Date): void {
  assertVisible(share, user);
  const state = shareStateOf(share, now);
  if (state === 'cancelled') throw new AppError('shareCancelled');
  if (state === 'expired') throw new AppError('shareExpired');
}

/** A public share nobody approved is as good as missing, except to its owner and admins. */
export function assertVisible(share: ShareRow, user: RequestUser | null): void {
  const { ownerId, kind, reviewStatus } = share;
  if (!defineAbilityFor(user).can('read', about('Share', { ownerId, kind, reviewStatus }))) {
    throw new AppError('shareNotFound');
  }
}

/**
 * The one gate of every read inside a share (list, preview, download, zip, save): the share
 * exists, is open to this visitor, and the code is right when one is needed. After a few wrong
 * codes the guard asks for work before judging a code (code-guard.ts); the owner needs no code.
 */
export async function openShare(
  guard: CodeGuard,
  batchNum: string,
  code: string | undefined,
  visitor: Visitor,
  now: Date = new Date(),
): Promise<ShareRow> {
  const share = await findShareByBatch(guard.db, batchNum);
  assertShareOpen(share, visitor.user, now);
  if (share.shareType !== 1 || visitor.user?.id === share.ownerId) return share;
  await guard.admit(share, code, visitor, now);
  return share;
}

/** The shared items that still stand (live entries of the owner), in the order they were shared. */
export async function sharedTops(db: Db, share: ShareRow): Promise<UserFileRow[]> {
  const rows = await db
    .select({ entry: userFiles })
    .from(shareItems)
    .innerJoin(userFiles, eq(userFiles.id, shareItems.userFileId))
    .where(
      and(
        eq(shareItems.shareId, share.id),
        eq(userFiles.userId, share.ownerId),
        eq(userFiles.deleteFlag, 0),
      ),
    )
    .orderBy(asc(shareItems.position));
  return rows.map((row) => row.entry);
}

/**
 * The owner's live entries with these ids, each one a shared item or inside a shared folder;
 * anything else refuses the whole call.
 */
export async function entriesInShare(
  db: Db,
  share: ShareRow,
  ids: readonly string[],
): Promise<{ entries: UserFileRow[]; tops: UserFileRow[] }> {
  const tops = await sharedTops(db, share);
  const unique = [...new Set(ids)];
  const found = await db
    .select()
    .from(userFiles)
    .where(
      and(
        inArray(userFiles.id, unique),
        eq(userFiles.userId, share.ownerId),
        eq(userFiles.deleteFlag, 0),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, row]));
  const entries = unique.map((id) => {
    const entry = byId.get(id);
    if (!entry || !isInsideShare(entry, tops)) throw new AppError('shareFileNotInShare');
    return entry;
  });
  return { entries, tops };
}
