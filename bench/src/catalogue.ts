import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_ENTRY, startProcess } from './processes';
import { printRatioTable } from './ratio-table';

/**
 * The catalogue reads every visitor makes (the home, the MOOC list, a course's page) on the
 * embedded database with the demo content, under BENCH_CONNECTIONS concurrent connections, beside
 * `/api/app/info` on the same server: the cheapest contract call, so the ratio is what the
 * catalogue's own work costs. Targets: at least 0.25 of its throughput, p99 under 50 ms.
 */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Load {
  rps: number;
  p99: number;
}

async function load(url: string, body?: object, duration = durationSeconds): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration,
    ...(body
      ? {
          method: 'POST' as const,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        }
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function firstCourseId(url: string): Promise<string> {
  const response = await fetch(`${url}/api/Index/getMoocDataList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const answer = (await response.json()) as { data: { list: { id: string }[] } };
  const id = answer.data.list[0]?.id;
  if (!id) throw new Error('the demo catalogue holds no course');
  return id;
}

export async function benchCatalogue() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-catalogue-'));
  const qiao = await startProcess(
    SERVER_ENTRY,
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: 'true' },
    '/readyz',
  );
  const rows: { name: string; load: Load; baseline: Load }[] = [];
  try {
    const courseId = await firstCourseId(qiao.url);
    const cases = [
      { name: 'home getIndexContent', path: '/api/Index/getIndexContent', body: {} },
      { name: 'MOOC list getMoocDataList', path: '/api/Index/getMoocDataList', body: {} },
      {
        name: 'course page getMoocDataDetail',
        path: '/api/Index/getMoocDataDetail',
        body: { id: courseId },
      },
    ];
    const baselineUrl = `${qiao.url}/api/app/info`;
    // Warm up (JIT, first plans) before anything is counted.
    await load(baselineUrl, undefined, 1);
    for (const item of cases) await load(qiao.url + item.path, item.body, 1);
    for (const item of cases) {
      const baseline = await load(baselineUrl);
      rows.push({ name: item.name, load: await load(qiao.url + item.path, item.body), baseline });
    }
  } finally {
    await qiao.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nCatalogue reads, embedded, ${connections} connections, ${durationSeconds} s per figure; ` +
      'baseline /api/app/info on the same server',
  );
  printRatioTable(
    rows.map((row) => ({
      name: `${row.name} req/s`,
      figure: row.load.rps,
      baseline: row.baseline.rps,
    })),
    { figure: 'req/s', baseline: 'baseline' },
    0,
  );
  printRatioTable(
    rows.map((row) => ({
      name: `${row.name} p99`,
      figure: row.load.p99,
      baseline: row.baseline.p99,
    })),
    { figure: 'p99 ms', baseline: 'baseline' },
    0,
  );
}
