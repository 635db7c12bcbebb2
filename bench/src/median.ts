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
