import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, SERVER_ENTRY, startProcess } from './processes';
import { printRatioTable } from './ratio-table';

/**
 * Request throughput of Qiao's HTTP core, each figure printed as a ratio to a
 * bare Node HTTP server answering the same bytes, measured in the same run on the same machine.
 * Ratios, not absolute numbers, are what compare across machines.
 */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function requestsPerSecond(url: string, duration = durationSeconds): Promise<number> {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

export async function benchHttpCore() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-'));
  const baseline = await startProcess('bench/src/baseline-server.ts', {}, '/');
  const qiao = await startProcess(
    SERVER_ENTRY,
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: 'false' },
    '/readyz',
  );
  const cases = [
    { name: 'liveness /healthz (envelope, headers)', path: '/healthz' },
    { name: 'readiness /readyz (PGlite round trip)', path: '/readyz' },
    { name: 'contract call /api/app/info', path: '/api/app/info' },
  ];
  const rows: { name: string; rps: number; baselineRps: number; ratio: number }[] = [];
  try {
    // Warm both up (JIT, connection pools) before anything is counted.
    await requestsPerSecond(baseline.url + '/', 2);
    for (const item of cases) await requestsPerSecond(qiao.url + item.path, 1);
    for (const item of cases) {
      // Baseline measured right before each case so both see the same machine state.
      const baselineRps = await requestsPerSecond(baseline.url + '/');
      const rps = await requestsPerSecond(qiao.url + item.path);
      rows.push({ name: item.name, rps, baselineRps, ratio: rps / baselineRps });
    }
  } finally {
    await qiao.stop();
    await baseline.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nQiao HTTP core, ${connections} connections, ${durationSeconds} s per figure`);
  printRatioTable(
    rows.map((row) => ({ name: row.name, figure: row.rps, baseline: row.baselineRps })),
    { figure: 'req/s', baseline: 'baseline' },
    0,
  );
  const out = path.join(repoRoot, 'bench', 'results');
  await fs.mkdir(out, { recursive: true });
  await fs.writeFile(
    path.join(out, 'http-core.json'),
    JSON.stringify({ connections, durationSeconds, rows }, null, 2),
  );
}
