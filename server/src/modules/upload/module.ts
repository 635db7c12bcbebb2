import type { QiaoModule } from '../../platform/modules/qiao-module';
import { OBJECT_KEYS_IN_USE } from '../drive';
import { abortAbandonedUploads } from './cancel';
import { uploadKeysAmong } from './keys-in-use';
import { uploadRoutes } from './routes';

const HOUR_MS = 60 * 60 * 1000;

export const UPLOAD_SWEEP_JOB = 'upload.abort-abandoned';

/** Resumable uploads in parts, and instant upload of bytes Qiao already holds. */
export const uploadModule: QiaoModule = {
  name: 'upload',
  start: ({ config, database, db, store, logger, extensions }) => {
    // Parts of uploads under way have no drive row yet: the orphan sweep must leave them.
    extensions.provide(OBJECT_KEYS_IN_USE, uploadKeysAmong);
    return {
      routes: (app) =>
        uploadRoutes(app, {
          db,
          store,
          bucketName: config.storage.kind === 's3' ? config.storage.bucket : '',
          liveness: database.liveness,
        }),
      recurringJobs: [
        {
          // Uploads nobody touched for a day: quota given back, parts erased.
          kind: UPLOAD_SWEEP_JOB,
          everyMs: HOUR_MS,
          run: async () => void (await abortAbandonedUploads({ db, store, log: logger })),
        },
      ],
    };
  },
};
