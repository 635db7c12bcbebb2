import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_ENTRY, startProcess } from './processes';
import { printRatioTable } from './ratio-table';
import { MEMORY_GOAL_MB, SETTLE_MS, settledMb } from './resident-memory';

/**
 * Resident memory of the embedded default (`npm start`: the server on PGlite with the demo
 * content) idle after its first start (which creates the database and the demo media), after a
 * short load, and after a later start on the same data, beside the 400 MB goal; then what holds
 * it, from processes started alone: bare Node, Node with Qiao's code loaded, Node with PGlite open
 * on the same data folder. Each is the node process's VmRSS, read after it has settled.
 */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function post(url: string, body: object): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** The catalogue reads and the cheapest contract call, each under load for the bench's seconds. */
async function loadCatalogue(url: string) {
  const mooc = (await post(`${url}/api/Index/getMoocDataList`, {})) as {
    data: { list: { id: string }[] };
  };
  const courseId = mooc.data.list[0]?.id;
  if (!courseId) throw new Error('the demo catalogue holds no course');
  const calls = [
    { path: '/api/Index/getIndexContent', body: {} },
    { path: '/api/Index/getMoocDataList', body: {} },
    { path: '/api/Index/getMoocDataDetail', body: { id: courseId } },
    { path: '/api/app/info' },
  ];
  for (const call of calls) {
    const result = await autocannon({
      url: url + call.path,
      connections,
      duration: durationSeconds,
      ...(call.body
        ? {
            method: 'POST' as const,
            body: JSON.stringify(call.body),
            headers: { 'content-type': 'application/json' },
          }
        : {}),
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${call.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
}

async function idleMbOf(entry: string, env: Record<string, string>): Promise<number> {
  const running = await startProcess(entry, env, '/');
  try {
    return await settledMb(running.pid);
  } finally {
    await running.stop();
  }
}

export async function benchMemory() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-memory-'));
  const serverEnv = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: 'true' };
  let idle: number, loaded: number, restarted: number, bare: number, code: number, database: number;
  try {
    const qiao = await startProcess(SERVER_ENTRY, serverEnv, '/readyz');
    try {
      idle = await settledMb(qiao.pid);
      await loadCatalogue(qiao.url);
      loaded = await settledMb(qiao.pid);
    } finally {
      await qiao.stop();
    }
    // A later start finds the database and demo media made, as every start after the first does.
    const again = await startProcess(SERVER_ENTRY, serverEnv, '/readyz');
    try {
      restarted = await settledMb(again.pid);
    } finally {
      await again.stop();
    }
    // The parts collect their start's garbage once (gc exposed for them only), as the server's
    // own allocations soon do for it.
    const collected = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc` };
    bare = await idleMbOf('bench/src/baseline-server.ts', {});
    code = await idleMbOf('bench/src/code-loaded-server.ts', collected);
    // After the server has stopped: PGlite has one owner, and this reopens the folder it filled.
    database = await idleMbOf('bench/src/pglite-idle-server.ts', {
      ...collected,
      DATA_DIR: dataDir,
    });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nMemory of the embedded default (RSS, MB), settled ${SETTLE_MS / 1000} s; ` +
      `load: catalogue reads, ${connections} connections, ${durationSeconds} s per call`,
  );
  printRatioTable(
    [
      { name: 'server idle after first start', figure: idle, baseline: MEMORY_GOAL_MB },
      { name: 'server idle after load', figure: loaded, baseline: MEMORY_GOAL_MB },
      { name: 'server idle after a later start', figure: restarted, baseline: MEMORY_GOAL_MB },
    ],
    { figure: 'RSS MB', baseline: 'goal MB' },
    0,
  );
  console.log(
    '\nWhat holds it: RSS MB of each process started alone, and its share of the server after a ' +
      'later start. RSS does not add up (shared pages, libraries both load): PGlite holds about ' +
      '(PGlite open - bare Node), the app about (server - PGlite open).',
  );
  const rows: [string, number][] = [
    ['bare Node (with tsx, as npm start runs it)', bare],
    ['Node + Qiao code and libraries, nothing started', code],
    ['Node + PGlite open on the same data folder', database],
    ['the server after a later start', restarted],
  ];
  for (const [name, mb] of rows)
    console.log(
      name.padEnd(46),
      mb.toFixed(0).padStart(9),
      (mb / restarted).toFixed(2).padStart(7),
    );
}
