import fs from 'node:fs/promises';

/** How long a process is left alone before its memory is read: the garbage of what it just did goes. */
export const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);

/** The 400 MB the embedded default must idle within (issue: memory after start and after load). */
export const MEMORY_GOAL_MB = 400;

/** A process's resident memory now (VmRSS), in MB. */
export async function residentMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** A process's resident memory once it has been left alone for SETTLE_MS. */
export async function settledMb(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return residentMb(pid);
}
