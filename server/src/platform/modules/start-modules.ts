import { recurringHandlers, type RecurringJob } from '../jobs/recurring';
import type { JobHandler } from '../jobs/worker';
import type { SeedStep } from '../seed/run-seeds';
import type { ModuleContext, ModuleParts, QiaoModule } from './qiao-module';

/** The parts of every listed module, gathered for the app, the job worker and the seeds. */
export interface StartedModules {
  context: ModuleContext;
  routes: NonNullable<ModuleParts['routes']>[];
  recurringJobs: RecurringJob[];
  /** Every job kind's handler, the recurring jobs' included. */
  jobHandlers: Record<string, JobHandler>;
  referenceSeeds: SeedStep[];
  demoSeeds: SeedStep[];
  refreshDemo: NonNullable<ModuleParts['refreshDemo']>[];
}

/**
 * Starts each module once, in the listed order, and gathers their parts. Every module has started
 * before any part is used, so a module may read what a later one provided to its extension points.
 * A job kind or seed name claimed twice is a wiring mistake, refused at start.
 */
export function startModules(
  modules: readonly QiaoModule[],
  context: ModuleContext,
): StartedModules {
  const started: StartedModules = {
    context,
    routes: [],
    recurringJobs: [],
    jobHandlers: {},
    referenceSeeds: [],
    demoSeeds: [],
    refreshDemo: [],
  };
  const claimed = new Map<string, string>();
  const claim = (what: string, owner: string) => {
    const earlier = claimed.get(what);
    if (earlier) throw new Error(`${what} is claimed by both ${earlier} and ${owner}`);
    claimed.set(what, owner);
  };
  for (const module of modules) {
    claim(`module ${module.name}`, module.name);
    const parts = module.start(context);
    if (parts.routes) started.routes.push(parts.routes);
    for (const job of parts.recurringJobs ?? []) {
      claim(`job ${job.kind}`, module.name);
      started.recurringJobs.push(job);
    }
    for (const [kind, handler] of Object.entries(parts.jobHandlers ?? {})) {
      claim(`job ${kind}`, module.name);
      started.jobHandlers[kind] = handler;
    }
    for (const step of [...(parts.referenceSeeds ?? []), ...(parts.demoSeeds ?? [])])
      claim(`seed ${step.name}`, module.name);
    started.referenceSeeds.push(...(parts.referenceSeeds ?? []));
    started.demoSeeds.push(...(parts.demoSeeds ?? []));
    if (parts.refreshDemo) started.refreshDemo.push(parts.refreshDemo);
  }
  // Each recurring job runs as an ordinary job that queues its next run.
  Object.assign(started.jobHandlers, recurringHandlers(context.db, started.recurringJobs));
  return started;
}
