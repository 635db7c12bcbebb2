import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { queryRows, type Database } from '../db/database';
import { enqueueJob } from './queue';
import { jobs } from './tables';
import { JobWorker, type JobHandler } from './worker';

const silent = pino({ level: 'silent' });
let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = testDb.database;
});
afterAll(async () => testDb?.drop());
beforeEach(async () => {
  await database.db.execute(sql`delete from ${jobs}`);
});

function worker(
  handlers: Record<string, JobHandler>,
  db = database,
  extra: Partial<ConstructorParameters<typeof JobWorker>[0]> = {},
) {
  return new JobWorker({
    db: db.db,
    handlers,
    logger: silent,
    pollMs: 20,
    concurrency: 3,
    backoff: { baseMs: 1, maxMs: 5 },
    ...extra,
  });
}

async function jobRow(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

describe('job worker', () => {
  it('runs a queued job with its payload and marks it done', async () => {
    const seen: unknown[] = [];
    const id = await enqueueJob(database.db, { kind: 'greet', payload: { name: '李华' } });
    const ran = await worker({ greet: async (payload) => void seen.push(payload) }).drain();
    expect(ran).toBe(1);
    expect(seen).toEqual([{ name: '李华' }]);
    expect(await jobRow(id!)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('retries a failing job after a back-off and then succeeds', async () => {
    let calls = 0;
    const id = await enqueueJob(database.db, { kind: 'flaky' });
    const runner = worker(
      {
        flaky: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`try ${calls} failed`);
        },
      },
      database,
      { backoff: { baseMs: 200, maxMs: 200 } },
    );
    await runner.drain();
    const afterFirst = await jobRow(id!);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1, lastError: 'try 1 failed' });
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(afterFirst.createdAt.getTime());
    for (let round = 0; round < 40 && (await jobRow(id!)).status !== 'done'; round++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await runner.drain();
    }
    expect(await jobRow(id!)).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const id = await enqueueJob(database.db, { kind: 'broken', maxAttempts: 2 });
    const runner = worker({ broken: async () => Promise.reject(new Error('disk full')) });
    for (let round = 0; round < 20 && (await jobRow(id!)).status !== 'failed'; round++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await runner.drain();
    }
    expect(await jobRow(id!)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'disk full',
    });
  });

  it('leaves jobs of kinds it does not handle for others', async () => {
    const id = await enqueueJob(database.db, { kind: 'someone-else' });
    expect(await worker({ mine: async () => undefined }).drain()).toBe(0);
    expect((await jobRow(id!)).status).toBe('queued');
  });

  it('takes back a job whose runner died once its lease has lapsed', async () => {
    const id = await enqueueJob(database.db, { kind: 'resumable' });
    await database.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'dead-worker',
        lockedUntil: new Date(Date.now() - 1000),
      })
      .where(eq(jobs.id, id!));
    await worker({ resumable: async () => undefined }).drain();
    expect(await jobRow(id!)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps one pending job per singleton key', async () => {
    const first = await enqueueJob(database.db, { kind: 'purge', singletonKey: 'purge-daily' });
    const second = await enqueueJob(database.db, { kind: 'purge', singletonKey: 'purge-daily' });
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
    await worker({ purge: async () => undefined }).drain();
    expect(
      await enqueueJob(database.db, { kind: 'purge', singletonKey: 'purge-daily' }),
    ).toBeDefined();
  });

  it('hands each job to one runner only when two instances share the database', async () => {
    const total = 40;
    await database.db.execute(
      sql`create table if not exists job_runs (job_id bigint, runner text)`,
    );
    await database.db.execute(sql`delete from job_runs`);
    for (let i = 0; i < total; i++)
      await enqueueJob(database.db, { kind: 'count', payload: { i } });
    const other = await testDb.openAnother();
    const record =
      (runner: string, db: Database): JobHandler =>
      async (_payload, { jobId }) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        await db.db.execute(
          sql`insert into job_runs (job_id, runner) values (${jobId}, ${runner})`,
        );
      };
    const a = worker({ count: record('a', database) }, database);
    const b = worker({ count: record('b', other) }, other);
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const runs = await queryRows<{ job_id: string; times: string }>(
      database.db,
      sql`select job_id, count(*) as times from job_runs group by job_id`,
    );
    expect(runs).toHaveLength(total);
    expect(runs.every((run) => Number(run.times) === 1)).toBe(true);
    const done = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from jobs where status = 'done'`,
    );
    expect(Number(done[0]!.n)).toBe(total);
  });

  it('polls by itself once started and finishes the job in hand when stopped', async () => {
    let finished = false;
    const runner = worker({
      slow: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        finished = true;
      },
    });
    runner.start();
    const id = await enqueueJob(database.db, { kind: 'slow' });
    // Stopped once it has taken the job, however long a busy machine takes to get there.
    await vi.waitFor(async () => expect((await jobRow(id!)).status).not.toBe('queued'), {
      timeout: 30_000,
      interval: 10,
    });
    await runner.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id!)).status).toBe('done');
  });

  it('finishes a job whose claim is still on its way back when stopped', async () => {
    let finished = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The claim is committed in the database, but its answer reaches the worker only on release.
    const slowAnswers = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return async (...args: Parameters<typeof target.execute>) => {
          const result = await target.execute(...args);
          await held;
          return result;
        };
      },
    });
    const runner = new JobWorker({
      db: slowAnswers,
      handlers: { slow: async () => void (finished = true) },
      logger: silent,
      pollMs: 20,
      concurrency: 1,
    });
    const id = await enqueueJob(database.db, { kind: 'slow' });
    runner.start();
    await vi.waitFor(async () => expect((await jobRow(id!)).status).toBe('running'), {
      timeout: 30_000,
      interval: 10,
    });
    const stopping = runner.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    expect((await jobRow(id!)).status).toBe('done');
  });
});
