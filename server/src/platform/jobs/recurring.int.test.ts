import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { recurringHandlers, scheduleRecurring, type RecurringJob } from './recurring';
import { jobs } from './tables';
import { JobWorker } from './worker';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => testDb?.drop());

describe('recurring jobs', () => {
  it('runs once, queues the next run a period later, and never piles up', async () => {
    const db = testDb.database.db;
    let runs = 0;
    const daily: RecurringJob[] = [
      { kind: 'purge-daily', everyMs: 24 * 3600_000, run: async () => void (runs += 1) },
    ];
    // Two instances start: only one first run is queued.
    await scheduleRecurring(db, daily);
    await scheduleRecurring(db, daily);
    const worker = new JobWorker({
      db,
      handlers: recurringHandlers(db, daily),
      logger: pino({ level: 'silent' }),
      pollMs: 10,
      concurrency: 2,
    });
    expect(await worker.drain()).toBe(1);
    expect(runs).toBe(1);
    const queued = await db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(queued).toHaveLength(1);
    const delay = queued[0]!.runAt.getTime() - Date.now();
    expect(delay).toBeGreaterThan(23 * 3600_000);
    expect(await worker.drain()).toBe(0);
  });
});
