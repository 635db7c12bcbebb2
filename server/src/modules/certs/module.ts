import type { QiaoModule } from '../../platform/modules/qiao-module';
import { certRoutes } from './routes';
import { purgeOldVerifyFailures } from './verify';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Certificates (decision 052): conditions read from the learning records and the exams, the
 * application and its queue, certificates frozen at issue with a number people read and a verify
 * id nobody guesses, their PDF and signed badge, and revocation.
 */
export const certsModule: QiaoModule = {
  name: 'certs',
  start: ({ db, config }) => ({
    routes: async (app) => {
      await app.register(certRoutes, { db, config });
    },
    // Wrong number-and-name checks are kept only as long as the throttle's window looks back.
    recurringJobs: [
      {
        kind: 'certs.purge-verify-failures',
        everyMs: DAY_MS,
        run: async () => void (await purgeOldVerifyFailures(db)),
      },
    ],
  }),
};
