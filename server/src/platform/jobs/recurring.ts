import type { Db } from '../db/database';
import { enqueueJob } from './queue';
import type { JobHandler } from './worker';

export interface RecurringJob {
  kind: string;
  everyMs: number;
  run: JobHandler;
}

/**
 * Recurring work as ordinary jobs: each run queues the next one `everyMs` later under the kind as
 * singleton key, so however many instances run, one job of the kind is waiting at a time.
 */
export function recurringHandlers(
  db: Db,
  jobs: readonly RecurringJob[],
): Record<string, JobHandler> {
  return Object.fromEntries(
    jobs.map((job) => [
      job.kind,
      async (payload, context) => {
        await job.run(payload, context);
        await enqueueJob(db, {
          kind: job.kind,
          singletonKey: job.kind,
          runAt: new Date(Date.now() + job.everyMs),
        });
      },
    ]),
  );
}

/** At start: queue a first run of each recurring job unless one is already waiting. */
export async function scheduleRecurring(db: Db, jobs: readonly RecurringJob[]): Promise<void> {
  for (const job of jobs) await enqueueJob(db, { kind: job.kind, singletonKey: job.kind });
}
