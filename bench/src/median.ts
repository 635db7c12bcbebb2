import { performance } from 'node:perf_hooks';

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

/** Median of `rounds` timings of `work`, in milliseconds, after two warm-up runs. */
export async function median(work: () => Promise<unknown>, rounds = ROUNDS): Promise<number> {
  await work();
  await work();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Medians of `figure` and `baseline` timed in turns, round by round: a pause of the machine (a
 * collection, another process) then falls on both sides alike instead of on whichever ran then.
 */
export async function pairedMedians(
  figure: () => Promise<unknown>,
  baseline: () => Promise<unknown>,
  rounds = ROUNDS,
): Promise<{ figure: number; baseline: number }> {
  for (let i = 0; i < 2; i++) {
    await figure();
    await baseline();
  }
  const figures: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let start = performance.now();
    await figure();
    figures.push(performance.now() - start);
    start = performance.now();
    await baseline();
    baselines.push(performance.now() - start);
  }
  const middle = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  return { figure: middle(figures), baseline: middle(baselines) };
}
