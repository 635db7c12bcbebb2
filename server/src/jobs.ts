import type { Db } from './platform/db/database';
import { endSessionsBefore } from './modules/auth';
import { purgeOldBatches, sweepOrphanObjects } from './modules/drive';
import { uploadKeysAmong, abortAbandonedUploads } from './modules/upload';
import type { ErrorLog } from './platform/logging';
import { purgeExpiredPassportRows, PASSPORT_PURGE_JOB } from './modules/passport';
import { purgeOldCodeFailures } from './modules/share';
import { recurringHandlers, type RecurringJob } from './platform/jobs/recurring';
import type { JobHandler } from './platform/jobs/worker';
import type { ObjectStore } from './platform/storage/object-store';
import { unzipJobHandler, UNZIP_JOB } from './modules/unzip';
import { officeJobHandlers, type OfficeConverter } from './modules/office';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const UPLOAD_SWEEP_JOB = 'upload.abort-abandoned';
export const ORPHAN_SWEEP_JOB = 'storage.sweep-orphan-objects';

/** Recurring clean-ups, each run by whichever instance claims it. */
export function recurringJobs(db: Db, store: ObjectStore, log: ErrorLog): RecurringJob[] {
  return [
    {
      kind: PASSPORT_PURGE_JOB,
      everyMs: DAY_MS,
      run: async () => void (await purgeExpiredPassportRows(db)),
    },
    {
      kind: 'sessions.purge-expired',
      everyMs: DAY_MS,
      run: async () => void (await endSessionsBefore(db, new Date())),
    },
    {
      // Recycle-bin batches older than 100 days (spec §9), and the bytes nobody shows any more.
      kind: 'drive.purge-recycle-bin',
      everyMs: DAY_MS,
      run: async () => {
        const { keys } = await purgeOldBatches(db);
        for (const key of keys) await store.delete(key);
      },
    },
    {
      // Uploads nobody touched for a day: quota given back, parts erased (issue: abandoned uploads).
      kind: UPLOAD_SWEEP_JOB,
      everyMs: HOUR_MS,
      run: async () => void (await abortAbandonedUploads({ db, store, log })),
    },
    {
      // File bytes no row refers to, a day old or more: what a crashed run (an unzip killed
      // mid-way, a put whose transaction never came) left in the store (issue 16, point 8).
      kind: ORPHAN_SWEEP_JOB,
      everyMs: DAY_MS,
      run: async () => {
        const swept = await sweepOrphanObjects(db, store, [uploadKeysAmong]);
        if (swept.erased > 0) log.error({ swept }, 'erased file bytes no row refers to');
      },
    },
    {
      // Wrong extraction codes that no longer count (each key also drops its own on a new failure).
      kind: 'share.purge-code-failures',
      everyMs: DAY_MS,
      run: async () => void (await purgeOldCodeFailures(db)),
    },
  ];
}

/**
 * Every background job kind the server runs, by name. Features add their handlers here
 * (upload clean-up, unzip...).
 */
export function jobHandlers(
  db: Db,
  store: ObjectStore,
  log: ErrorLog,
  officeConverter?: OfficeConverter,
): Record<string, JobHandler> {
  return {
    ...recurringHandlers(db, recurringJobs(db, store, log)),
    [UNZIP_JOB]: unzipJobHandler(db, store),
    ...officeJobHandlers(db, store, officeConverter, log),
  };
}
