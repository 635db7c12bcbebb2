import { jobs } from './tables';
import type { Db } from '../db/database';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** A second job with the same key is dropped while the first is queued or running. */
  singletonKey?: string;
}

/** Queues a job; answers its id, or undefined when a job with the same singleton key is pending. */
export async function enqueueJob(db: Pick<Db, 'insert'>, job: NewJob): Promise<number | undefined> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? 5,
      singletonKey: job.singletonKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id;
}
