import fs from 'node:fs/promises';

/** How long a process is left alone before its memory is read: the garbage of what it just did goes. */
export const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);

/**
 * When a server that has just served a load counts as idle: V8 hands back the pages the load's
 * garbage took only once it sees the process quiet (its memory reducer), some seconds later.
 */
export const IDLE_AFTER_LOAD_MS = Number(process.env.BENCH_IDLE_AFTER_LOAD_MS ?? 30_000);

/** The 400 MB the embedded default must idle within (issue: memory after start and after load). */
export const MEMORY_GOAL_MB = 400;

/** A process's resident memory now (VmRSS), in MB. */
export async function residentMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** A process's resident memory once it has been left alone for `ms` (SETTLE_MS unless given). */
export async function settledMb(pid: number, ms = SETTLE_MS): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return residentMb(pid);
}
