import { and, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ProcessLiveness } from '../../platform/db/liveness';
import { AppError } from '../../platform/http/app-error';
import { releaseBytes } from '../drive';
import { COMPLETION_LEASE_MS } from './rules';
import { uploadSessions, type UploadSessionRow } from './tables';

/** This user's upload; another user's id, or an unknown one, is "please upload first". */
export async function findUpload(db: Db, userId: string, id: string): Promise<UploadSessionRow> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId)));
  if (!row) throw new AppError('uploadNotFound');
  return row;
}

/**
 * A completion whose process died hands the upload back at once: open again, for parts or for
 * the next completion. Answers the row as it is now (unchanged when its claimer lives).
 */
export async function releaseDeadClaim(
  db: Db,
  liveness: ProcessLiveness,
  row: UploadSessionRow,
): Promise<UploadSessionRow> {
  if (row.status !== 'completing' || row.claimedBy === null) return row;
  if (!(await liveness.isGone(row.claimedBy))) return row;
  const [released] = await db
    .update(uploadSessions)
    .set({ status: 'open', claimedBy: null, touchedAt: new Date() })
    .where(and(eq(uploadSessions.id, row.id), uploadsWhere.claimedBy(row.claimedBy)))
    .returning();
  return released ?? (await findUpload(db, row.userId, row.id));
}

/** An upload parts may still be added to; a finishing one is busy, an ended one is gone. */
export async function findOpenUpload(
  db: Db,
  liveness: ProcessLiveness,
  userId: string,
  id: string,
): Promise<UploadSessionRow> {
  const row = await releaseDeadClaim(db, liveness, await findUpload(db, userId, id));
  if (row.status === 'completing') throw new AppError('uploadBusy');
  if (row.status !== 'open') throw new AppError('uploadNotFound');
  return row;
}

/** How stale `touched_at` may get before a call writes it again (abandonment is counted in hours). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Keeps an active upload from being taken for abandoned. Written at most once a minute: a 1 GiB
 * upload sends a thousand parts, and a write for each would cost more than the part itself.
 */
export async function touchUpload(db: Db, upload: UploadSessionRow): Promise<void> {
  if (Date.now() - upload.touchedAt.getTime() < TOUCH_EVERY_MS) return;
  await db
    .update(uploadSessions)
    .set({ touchedAt: new Date() })
    .where(eq(uploadSessions.id, upload.id));
}

/** The unfinished upload of this very file into this folder, if there is one. */
export async function unfinishedUploadOf(
  db: Db,
  userId: string,
  file: { filePath: string; fileName: string; fileSize: number; md5: string },
): Promise<UploadSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.userId, userId),
        eq(uploadSessions.filePath, file.filePath),
        eq(uploadSessions.fileName, file.fileName),
        eq(uploadSessions.fileSize, file.fileSize),
        eq(uploadSessions.md5, file.md5),
        inArray(uploadSessions.status, ['open', 'completing']),
      ),
    );
  return row;
}

/** The states an upload's next step may require, as conditions of a conditional UPDATE. */
export const uploadsWhere = {
  /** Still taking parts. */
  open: () => eq(uploadSessions.status, 'open'),
  /** Claimed by the completion of the process with this liveness key. */
  claimedBy: (key: number) =>
    and(eq(uploadSessions.status, 'completing'), eq(uploadSessions.claimedBy, key)),
  /** Open, or completing for longer than any completion takes (its process hung). */
  takeable: (now: Date) =>
    or(
      eq(uploadSessions.status, 'open'),
      and(
        eq(uploadSessions.status, 'completing'),
        lt(uploadSessions.touchedAt, new Date(now.getTime() - COMPLETION_LEASE_MS)),
      ),
    ),
  /** Unfinished and untouched since `cutoff`. */
  idleSince: (cutoff: Date) =>
    and(
      inArray(uploadSessions.status, ['open', 'completing']),
      lt(uploadSessions.touchedAt, cutoff),
    ),
};

/**
 * Claims the upload for one completion: a conditional UPDATE, so of two calls at once (or two
 * instances) exactly one proceeds. The claim carries this process's liveness key: a claim whose
 * process died (killed during createfile) is taken over at once, a live one answers busy.
 * Answers the row as claimed, or undefined when not claimable.
 */
export async function claimForCompletion(
  db: Db,
  liveness: ProcessLiveness,
  userId: string,
  id: string,
): Promise<UploadSessionRow | undefined> {
  const key = await liveness.key();
  const now = new Date();
  const claim = (condition: SQL | undefined) =>
    db
      .update(uploadSessions)
      .set({ status: 'completing', claimedBy: key, touchedAt: now })
      .where(and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId), condition))
      .returning();
  const [claimed] = await claim(uploadsWhere.takeable(now));
  if (claimed) return claimed;
  const [current] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, id));
  if (current?.status !== 'completing' || current.claimedBy === null) return undefined;
  if (current.claimedBy === key || !(await liveness.isGone(current.claimedBy))) return undefined;
  // Of several takers, the one whose UPDATE still sees the dead claimer's key wins.
  const [taken] = await claim(uploadsWhere.claimedBy(current.claimedBy));
  return taken;
}

/** A completion that found parts missing hands the upload back for more parts. */
export async function reopenUpload(db: Db, upload: UploadSessionRow): Promise<void> {
  if (upload.claimedBy === null) return;
  await db
    .update(uploadSessions)
    .set({ status: 'open', claimedBy: null, touchedAt: new Date() })
    .where(and(eq(uploadSessions.id, upload.id), uploadsWhere.claimedBy(upload.claimedBy)));
}

/** The claimed upload is now the entry `entryId`; its reservation is the entry's from here on. */
export async function markUploadDone(
  db: Db,
  upload: UploadSessionRow,
  entryId: string,
): Promise<void> {
  const marked = await db
    .update(uploadSessions)
    .set({ status: 'done', entryId, touchedAt: new Date() })
    .where(and(eq(uploadSessions.id, upload.id), uploadsWhere.claimedBy(upload.claimedBy ?? -1)))
    .returning({ id: uploadSessions.id });
  // Ended or taken over meanwhile: the caller's transaction must not make the entry.
  if (marked.length === 0) throw new AppError('uploadBusy');
}

/**
 * Ends the upload if it still meets `condition` and gives its reserved quota back, in one
 * transaction: the status change decides who releases, so bytes are never given back twice.
 * Answers the ended row, or undefined when another call ended or finished it first.
 */
export async function endUpload(
  db: Db,
  id: string,
  condition: SQL | undefined,
): Promise<UploadSessionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(uploadSessions)
      .set({ status: 'cancelled', touchedAt: new Date() })
      .where(and(eq(uploadSessions.id, id), condition))
      .returning();
    if (row) await releaseBytes(tx, row.userId, row.reservedBytes);
    return row;
  });
}
