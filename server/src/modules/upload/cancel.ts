import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { discardStored, type UploadContext } from './context';
import { abandonedBefore, FINISHED_KEPT_MS } from './rules';
import { endUpload, findUpload, releaseDeadClaim, uploadsWhere } from './sessions';
import { uploadSessions } from './tables';

/**
 * The user cancels: parts erased, reserved quota given back. Cancelling an upload that already
 * ended does nothing; one being completed right now is busy.
 */
export async function cancelUpload(
  context: UploadContext,
  userId: string,
  uploadId: string,
): Promise<void> {
  // A completion whose process died does not hold the cancel back.
  const found = await findUpload(context.db, userId, uploadId);
  const upload = await releaseDeadClaim(context.db, context.liveness, found);
  if (upload.status === 'done' || upload.status === 'cancelled') return;
  const ended = await endUpload(context.db, upload.id, uploadsWhere.takeable(new Date()));
  if (!ended) {
    const now = await findUpload(context.db, userId, uploadId);
    if (now.status === 'completing') throw new AppError('uploadBusy');
    return;
  }
  // The dead completion may have joined the parts already: the object goes too.
  await discardStored(context, ended, {
    object: found.status === 'completing' || upload.status === 'completing',
  });
}

const SWEEP_BATCH = 200;

/**
 * The recurring clean-up: uploads untouched for `abandonedAfterHours` are ended (quota released,
 * parts erased), and finished rows past keeping are dropped. Answers how many were abandoned.
 */
export async function abortAbandonedUploads(
  context: Pick<UploadContext, 'db' | 'store' | 'log'>,
  now = new Date(),
): Promise<number> {
  const { db } = context;
  const cutoff = abandonedBefore(now);
  let abandoned = 0;
  for (;;) {
    const idle = await db
      .select({ id: uploadSessions.id })
      .from(uploadSessions)
      .where(uploadsWhere.idleSince(cutoff))
      .limit(SWEEP_BATCH);
    for (const { id } of idle) {
      // Conditional again: a part that arrived since the look above keeps the upload alive.
      const ended = await endUpload(db, id, uploadsWhere.idleSince(cutoff));
      if (!ended) continue;
      abandoned += 1;
      await discardStored(context, ended, { object: true });
    }
    if (idle.length < SWEEP_BATCH) break;
  }
  await dropFinished(db, new Date(now.getTime() - FINISHED_KEPT_MS));
  return abandoned;
}

async function dropFinished(db: Db, before: Date): Promise<void> {
  await db
    .delete(uploadSessions)
    .where(
      and(
        inArray(uploadSessions.status, ['done', 'cancelled']),
        lt(uploadSessions.touchedAt, before),
      ),
    );
}
