import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { archiveKindOf, UNZIP_LIMITS, UNZIP_MODES, unzipFolderName } from '@qiao/contracts/unzip';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { JobHandler } from '../../platform/jobs/worker';
import type { ObjectStore } from '../../platform/storage/object-store';
import { findLiveEntry, storageOf, fileObjects } from '../drive';
import { commitUnzip } from './commit';
import type { ArchiveSource, EntrySink } from './extract/archive-source';
import { StoreFailure } from './extract/archive-source';
import { readGzip } from './extract/gzip';
import { readSevenZip } from './extract/seven-zip';
import { readTar } from './extract/tar';
import { readZip } from './extract/zip';
import { UNZIP_JOB_ATTEMPTS } from './service';
import { UnzipStaging } from './staging';
import { unzipTasks, type UnzipTaskRow } from './tables';

const READERS = {
  zip: readZip,
  tar: readTar,
  tgz: readTar,
  gz: readGzip,
  '7z': readSevenZip,
  rar: readSevenZip,
} satisfies Record<
  ArchiveSource['kind'],
  (source: ArchiveSource, sink: EntrySink) => Promise<void>
>;

/** Progress reaches the task row at most this often: the dialog polls at the same pace. */
const PROGRESS_EVERY_MS = 250;

async function archiveSource(
  db: Db,
  store: ObjectStore,
  task: UnzipTaskRow,
): Promise<ArchiveSource> {
  const archive = await findLiveEntry(db, task.userId, task.userFileId);
  const kind = archiveKindOf(archive.fileName, archive.extendName);
  if (!kind || !archive.objectId) throw new AppError('unzipNotArchive');
  const [object] = await db.select().from(fileObjects).where(eq(fileObjects.id, archive.objectId));
  if (!object) throw new AppError('fileNotFound');
  return { kind, store, key: object.storageKey, size: object.size, baseName: archive.fileName };
}

async function unpack(
  db: Db,
  store: ObjectStore,
  task: UnzipTaskRow,
  runToken: string,
  signal: AbortSignal,
): Promise<void> {
  const source = await archiveSource(db, store, task);
  const storage = await storageOf(db, task.userId);
  const mine = and(eq(unzipTasks.id, task.id), eq(unzipTasks.runToken, runToken));
  let lastReport = 0;
  const staging: UnzipStaging = new UnzipStaging(
    store,
    {
      archiveBytes: source.size,
      quotaLeftBytes: storage.totalStorageSize - storage.storageSize,
      maxTotalBytes:
        source.kind === '7z' || source.kind === 'rar'
          ? UNZIP_LIMITS.maxInMemoryBytes
          : UNZIP_LIMITS.maxTotalBytes,
    },
    signal,
    () => {
      if (Date.now() - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = Date.now();
      void db
        .update(unzipTasks)
        .set({
          entriesDone: staging.entries,
          entriesTotal: staging.declaredTotal,
          updatedAt: new Date(),
        })
        .where(mine)
        .catch(() => undefined);
    },
  );
  try {
    try {
      await READERS[source.kind](source, staging);
    } catch (error) {
      if (staging.problem) throw staging.problem;
      if (error instanceof AppError || error instanceof StoreFailure || signal.aborted) throw error;
      // Whatever else a reader throws comes from the archive's bytes.
      throw new AppError('unzipCorrupt', {}, { cause: error });
    }
    const archive = await findLiveEntry(db, task.userId, task.userFileId);
    await commitUnzip(
      db,
      {
        userId: task.userId,
        taskId: task.id,
        runToken,
        folder: task.targetPath,
        ...(task.mode === UNZIP_MODES.newFolder
          ? { newFolderName: unzipFolderName(archive.fileName, archive.extendName) }
          : {}),
      },
      staging,
    );
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

/**
 * The unzip job: unpacks the task's archive and shows the result, or records why not. A refusal
 * or a bad archive is final (the task fails with its message, the job itself succeeds); other
 * failures are thrown so the worker retries, and the last attempt marks the task failed.
 */
export function unzipJobHandler(db: Db, store: ObjectStore): JobHandler {
  return async (payload, context) => {
    const taskId = String(payload.taskId);
    const [task] = await db.select().from(unzipTasks).where(eq(unzipTasks.id, taskId));
    if (!task || task.status === 'done' || task.status === 'failed') return;
    const runToken = randomUUID();
    await db
      .update(unzipTasks)
      .set({ status: 'running', runToken, entriesDone: 0, updatedAt: new Date() })
      .where(eq(unzipTasks.id, taskId));
    const fail = (error: AppError) =>
      db
        .update(unzipTasks)
        .set({
          status: 'failed',
          errorKey: error.key,
          errorParams: error.params,
          updatedAt: new Date(),
        })
        .where(and(eq(unzipTasks.id, taskId), eq(unzipTasks.runToken, runToken)));
    try {
      await unpack(db, store, task, runToken, context.signal);
    } catch (error) {
      if (error instanceof AppError) return void (await fail(error));
      if (context.attempt >= UNZIP_JOB_ATTEMPTS) await fail(new AppError('unzipFailed'));
      else {
        await db
          .update(unzipTasks)
          .set({ status: 'queued', updatedAt: new Date() })
          .where(and(eq(unzipTasks.id, taskId), eq(unzipTasks.runToken, runToken)));
      }
      throw error;
    }
  };
}
