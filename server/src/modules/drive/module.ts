import type { QiaoModule } from '../../platform/modules/qiao-module';
import { OBJECT_KEYS_IN_USE, SHARED_READS } from './drive-extensions';
import { sweepOrphanObjects } from './orphan-objects';
import { purgeOldBatches } from './recycle';
import { driveRoutes } from './routes';

const DAY_MS = 24 * 60 * 60 * 1000;

export const ORPHAN_SWEEP_JOB = 'storage.sweep-orphan-objects';

/** The personal file space: folders, files, recycle bin, transfers, quota. */
export const driveModule: QiaoModule = {
  name: 'drive',
  start: ({ config, db, store, logger, extensions }) => ({
    routes: (app) =>
      driveRoutes(app, {
        db,
        store,
        defaultQuotaBytes: config.driveQuotaBytes,
        sharedReads: extensions.one(SHARED_READS),
      }),
    recurringJobs: [
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
        // File bytes no row refers to, a day old or more: what a crashed run (an unzip killed
        // mid-way, a put whose transaction never came) left in the store.
        kind: ORPHAN_SWEEP_JOB,
        everyMs: DAY_MS,
        run: async () => {
          const swept = await sweepOrphanObjects(db, store, extensions.all(OBJECT_KEYS_IN_USE));
          if (swept.erased > 0) logger.error({ swept }, 'erased file bytes no row refers to');
        },
      },
    ],
  }),
};
