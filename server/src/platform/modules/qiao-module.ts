import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../db/database';
import type { RecurringJob } from '../jobs/recurring';
import type { JobHandler } from '../jobs/worker';
import type { SeedStep } from '../seed/run-seeds';
import type { ObjectStore } from '../storage/object-store';
import type { Extensions } from './extension-point';

/** What every module starts from: the settings and the shared resources of one process. */
export interface ModuleContext {
  config: Config;
  database: Database;
  db: Db;
  /** Where file bytes live (local folder or S3 bucket), already prepared. */
  store: ObjectStore;
  logger: FastifyBaseLogger;
  /** Where modules plug into each other (see extension-point.ts). */
  extensions: Extensions;
  /** Set once shutdown begins: readiness fails and answers ask clients to hang up. */
  drain: { draining: boolean };
}

/** All a module brings to the server; each part is optional. */
export interface ModuleParts {
  /** Its HTTP routes, registered as one Fastify plugin. */
  routes?: (app: FastifyInstance) => Promise<void>;
  /** Work repeated on a schedule, run by whichever instance claims it. */
  recurringJobs?: RecurringJob[];
  /** Handlers of the background jobs it queues, by job kind. */
  jobHandlers?: Record<string, JobHandler>;
  /** Data every deployment needs, applied once on start. */
  referenceSeeds?: SeedStep[];
  /** Demo content applied once when SEED_DEMO is on, in the order modules are listed. */
  demoSeeds?: SeedStep[];
  /** Run on every start after the demo content, when SEED_DEMO is on (keeps demo dates current). */
  refreshDemo?: () => Promise<void>;
}

/**
 * A feature module as the server composes it: `server/src/registered-modules.ts` lists them, one
 * line each, and `start` is called once per process with the shared context.
 */
export interface QiaoModule {
  name: string;
  start(context: ModuleContext): ModuleParts;
}
