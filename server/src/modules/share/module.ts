import type { QiaoModule } from '../../platform/modules/qiao-module';
import { SHARED_READS } from '../drive';
import { shareCodeGuard, sharedReadsFor, shareRoutes } from './routes';
import { purgeOldCodeFailures } from './throttle';
import { shareZonesStep } from './zones';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Share links with extraction codes, and public shares in zones with their review. */
export const shareModule: QiaoModule = {
  name: 'share',
  start: ({ config, db, store, extensions }) => {
    // One guard for the share pages and for drive's reads through a share: one throttle per code.
    const guard = shareCodeGuard(db, config);
    extensions.provide(SHARED_READS, sharedReadsFor(guard));
    return {
      routes: (app) => shareRoutes(app, { guard, store }),
      recurringJobs: [
        {
          // Wrong extraction codes that no longer count (each key also drops its own on a new failure).
          kind: 'share.purge-code-failures',
          everyMs: DAY_MS,
          run: async () => void (await purgeOldCodeFailures(db)),
        },
      ],
      referenceSeeds: [shareZonesStep],
    };
  },
};
