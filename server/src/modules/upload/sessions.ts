import { and, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { releaseBytes } from '../drive/quota';
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

/** An upload parts may still be added to; a finishing one is busy, an ended one is gone. */
export async function findOpenUpload(
  db: Db,
  userId: string,
  id: string,
): Promise<UploadSessionRow> {
  const row = await findUpload(db, userId, id);
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
  /** Claimed by a completion. */
  completing: () => eq(uploadSessions.status, 'completing'),
  /** Open, or stuck completing: a completion whose server died is taken over after its lease. */
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
 * instances) exactly one proceeds. Answers the row as claimed, or undefined when not claimable.
 */
export async function claimForCompletion(
  db: Db,
  userId: string,
  id: string,
): Promise<UploadSessionRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(uploadSessions)
    .set({ status: 'completing', touchedAt: now })
    .where(
      and(eq(uploadSessions.id, id), eq(uploadSessions.userId, userId), uploadsWhere.takeable(now)),
    )
    .returning();
  return row;
}

/** A completion that found parts missing hands the upload back for more parts. */
export async function reopenUpload(db: Db, id: string): Promise<void> {
  await db
    .update(uploadSessions)
    .set({ status: 'open', touchedAt: new Date() })
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.status, 'completing')));
}

/** The claimed upload is now the entry `entryId`; its reservation is the entry's from here on. */
export async function markUploadDone(db: Db, id: string, entryId: string): Promise<void> {
  const marked = await db
    .update(uploadSessions)
    .set({ status: 'done', entryId, touchedAt: new Date() })
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.status, 'completing')))
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
