import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../db/database';
import { retryDelayMs, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff';
import { jobs } from './tables';

export interface JobContext {
  jobId: number;
  attempt: number;
  /** Aborted when the worker stops; long handlers should give up and let the job be retried. */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  pollMs: number;
  concurrency: number;
  /** How long a claim lasts; a runner that dies lets it lapse and the job is taken again. */
  leaseMs?: number;
  backoff?: BackoffPolicy;
  workerId?: string;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * Runs queued jobs of the kinds it has handlers for. Many workers (in one or several processes)
 * may share a database: each claim is a single `UPDATE ... FOR UPDATE SKIP LOCKED`, so a job is
 * handed to one runner only.
 */
export class JobWorker {
  readonly id: string;
  private readonly leaseMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  /** The tick under way; its claim may have taken a job the running set does not hold yet. */
  private ticking: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: JobWorkerOptions) {
    this.id = options.workerId ?? `worker-${randomUUID()}`;
    this.leaseMs = options.leaseMs ?? 5 * 60 * 1000;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
  }

  start(): void {
    if (!this.stopped || this.options.concurrency === 0) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops claiming and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.abort.abort();
    await this.ticking;
    await Promise.allSettled([...this.running]);
  }

  /** Claims and runs jobs until none is due or the concurrency is used; answers how many ran. */
  async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch: Promise<void>[] = [];
      while (batch.length < Math.max(1, this.options.concurrency)) {
        const job = await this.claim();
        if (!job) break;
        batch.push(this.run(job));
      }
      if (batch.length === 0) return ran;
      await Promise.all(batch);
      ran += batch.length;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick();
    }, delayMs);
  }

  private async tick(): Promise<void> {
    try {
      while (!this.stopped && this.running.size < this.options.concurrency) {
        const job = await this.claim();
        if (!job) break;
        const run = this.run(job).finally(() => this.running.delete(run));
        this.running.add(run);
      }
    } catch (error) {
      this.options.logger.error({ err: error }, 'job worker could not claim a job');
    }
    this.schedule(this.options.pollMs);
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    const kinds = Object.keys(this.options.handlers);
    if (kinds.length === 0) return undefined;
    const rows = await queryRows<ClaimedJob>(
      this.options.db,
      sql`update ${jobs}
          set status = 'running', attempts = attempts + 1, locked_by = ${this.id},
              locked_until = now() + make_interval(secs => ${this.leaseMs / 1000}),
              updated_at = now()
          where id = (
            select id from ${jobs}
            where ${inArray(jobs.kind, kinds)}
              and ((status = 'queued' and run_at <= now())
                or (status = 'running' and locked_until < now()))
            order by run_at, id
            limit 1
            for update skip locked
          )
          returning id, kind, payload, attempts, max_attempts`,
    );
    return rows[0];
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.options.handlers[job.kind]!;
    const owned = and(eq(jobs.id, Number(job.id)), eq(jobs.lockedBy, this.id));
    try {
      await handler(job.payload, {
        jobId: Number(job.id),
        attempt: job.attempts,
        signal: this.abort.signal,
      });
      await this.options.db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), updatedAt: new Date(), lockedBy: null })
        .where(owned);
    } catch (error) {
      const finalAttempt = job.attempts >= job.max_attempts;
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.warn(
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
        finalAttempt ? 'job failed for good' : 'job failed, will retry',
      );
      await this.options.db
        .update(jobs)
        .set({
          status: finalAttempt ? 'failed' : 'queued',
          lastError: message.slice(0, 2000),
          runAt: new Date(Date.now() + retryDelayMs(job.attempts, this.backoff)),
          finishedAt: finalAttempt ? new Date() : null,
          updatedAt: new Date(),
          lockedBy: null,
          lockedUntil: null,
        })
        .where(owned);
    }
  }
}
