import type { Db } from './platform/db/database';
import { endSessionsBefore } from './modules/auth/sessions';
import { purgeExpiredPassportRows, PASSPORT_PURGE_JOB } from './modules/passport/purge';
import { recurringHandlers, type RecurringJob } from './platform/jobs/recurring';
import type { JobHandler } from './platform/jobs/worker';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Clean-ups that run once a day on whichever instance claims them. */
export function recurringJobs(db: Db): RecurringJob[] {
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
  ];
}

/**
 * Every background job kind the server runs, by name. Features add their handlers here
 * (upload clean-up, recycle-bin purge, unzip...).
 */
export function jobHandlers(db: Db): Record<string, JobHandler> {
  return { ...recurringHandlers(db, recurringJobs(db)) };
}
