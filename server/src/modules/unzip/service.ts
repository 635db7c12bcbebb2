import { and, eq } from 'drizzle-orm';
import { errorMessage, ERRORS, type ErrorKey } from '@qiao/contracts/errors';
import type { Language } from '@qiao/contracts/languages';
import { archiveKindOf, UNZIP_MODES, type UnzipMode, type UnzipTask } from '@qiao/contracts/unzip';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { enqueueJob } from '../../platform/jobs/queue';
import { assertFolderExists, findLiveEntry, assertValidFolderPath } from '../drive';
import { unzipTasks, type UnzipTaskRow } from './tables';

export const UNZIP_JOB = 'drive.unzip';
/** Unexpected failures (the store, the database) are retried; the archive's own are final. */
export const UNZIP_JOB_ATTEMPTS = 3;

export interface UnzipRequest {
  unzipMode: UnzipMode;
  userFileId: string;
  filePath?: string | undefined;
}

/**
 * Checks what can be checked at once (the archive is the caller's, a live file of a kind we
 * unpack; the chosen folder exists), then records the task and queues its job in one transaction.
 */
export async function startUnzip(db: Db, userId: string, request: UnzipRequest): Promise<string> {
  const archive = await findLiveEntry(db, userId, request.userFileId);
  if (archive.isDir || !archiveKindOf(archive.fileName, archive.extendName)) {
    throw new AppError('unzipNotArchive');
  }
  const target = request.unzipMode === UNZIP_MODES.chosen ? request.filePath! : archive.filePath;
  assertValidFolderPath(target);
  await assertFolderExists(db, userId, target);
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(unzipTasks)
      .values({ userId, userFileId: archive.id, mode: request.unzipMode, targetPath: target })
      .returning({ id: unzipTasks.id });
    await enqueueJob(tx, {
      kind: UNZIP_JOB,
      payload: { taskId: task!.id },
      maxAttempts: UNZIP_JOB_ATTEMPTS,
    });
    return task!.id;
  });
}

function presentTask(row: UnzipTaskRow, language: Language): UnzipTask {
  const key = row.errorKey && row.errorKey in ERRORS ? (row.errorKey as ErrorKey) : undefined;
  return {
    taskId: row.id,
    state: row.status,
    entriesDone: row.entriesDone,
    entriesTotal: row.entriesTotal,
    targetPath: row.targetPath,
    errorCode: key ? ERRORS[key].code : null,
    message: key ? errorMessage(key, language, row.errorParams ?? {}) : null,
  };
}

/** The caller's own task only: another user's id answers "no such task". */
export async function unzipTaskOf(
  db: Db,
  userId: string,
  taskId: string,
  language: Language,
): Promise<UnzipTask> {
  const [row] = await db
    .select()
    .from(unzipTasks)
    .where(and(eq(unzipTasks.id, taskId), eq(unzipTasks.userId, userId)));
  if (!row) throw new AppError('unzipTaskNotFound');
  return presentTask(row, language);
}
