import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { DOWNLOAD_PATH, getDownloadAuth } from '@qiao/contracts/drive';
import { repoRoot, startProcess } from './processes';
import { printRatioTable, type RatioRow } from './ratio-table';
import type { ServedFileInfo } from './serve-server';

const MIB = 1024 ** 2;
const BYTES = Number(process.env.BENCH_SERVE_MIB ?? 1024) * MIB;
const RANGE_BYTES = Math.min(100 * MIB, BYTES);
const ROUNDS = 3;
const MB = 1e6;
const run = promisify(execFile);

/**
 * Downloads `url` to nowhere with curl and checks the status and length received. curl, not Node:
 * a Node client reading a gigabyte costs about as much CPU as the server sending it, and on two
 * cores the figures would measure the client.
 */
async function download(url: string, expected: number, range?: string) {
  const { stdout } = await run('curl', [
    '--silent',
    '--show-error',
    '--output',
    '/dev/null',
    '--write-out',
    '%{http_code} %{size_download}',
    ...(range ? ['--range', range] : []),
    url,
  ]);
  const [status, received] = stdout.split(' ').map(Number);
  if (status !== (range ? 206 : 200) || received !== expected) {
    throw new Error(`${url}: ${status}, ${received} of ${expected} bytes`);
  }
}

/**
 * Medians of ROUNDS timings of each, after a warm-up of each, taken in turns: a machine getting
 * busier or quieter meanwhile moves both sides of the ratio alike.
 */
async function alternatingMedians(
  qiao: () => Promise<void>,
  bare: () => Promise<void>,
): Promise<[number, number]> {
  await qiao();
  await bare();
  const qiaoTimes: number[] = [];
  const bareTimes: number[] = [];
  const timed = async (work: () => Promise<void>, times: number[]) => {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  };
  for (let round = 0; round < ROUNDS; round++) {
    await timed(qiao, qiaoTimes);
    await timed(bare, bareTimes);
  }
  const middle = (times: number[]) => times.sort((x, y) => x - y)[Math.floor(ROUNDS / 2)]!;
  return [middle(qiaoTimes), middle(bareTimes)];
}

/** The download call as the drive page makes it: a signed address, then a GET of it. */
async function signedAddress(qiaoUrl: string, info: ServedFileInfo): Promise<string> {
  const response = await fetch(qiaoUrl + getDownloadAuth.path, {
    method: 'POST',
    headers: { cookie: info.cookie, origin: qiaoUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ ossFileId: info.userFileId }),
  });
  const answer = (await response.json()) as { success: boolean; data: { url: string } };
  if (!answer.success || !answer.data.url.startsWith(DOWNLOAD_PATH)) {
    throw new Error(`getDownloadAuth answered ${JSON.stringify(answer)}`);
  }
  return qiaoUrl + answer.data.url;
}

/**
 * A 1 GiB drive file (BENCH_SERVE_MIB) of the local store downloaded whole and its last 100 MiB
 * read by Range, through getDownloadAuth and the signed address, beside a bare Node server piping
 * the same stored file from disk (bare-file-server.ts). Both serve from their own process, and the
 * page cache holds the file for both after the warm-up runs, so the figures compare the serving
 * paths rather than the disk.
 */
export async function benchServe() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-serve-'));
  const cleanups: (() => Promise<unknown>)[] = [
    () => fs.rm(workDir, { recursive: true, force: true }),
  ];
  try {
    const infoFile = path.join(workDir, 'served.json');
    const qiao = await startProcess(
      'bench/src/serve-server.ts',
      {
        DATA_DIR: path.join(workDir, 'qiao'),
        WEB_DIST: path.join(workDir, 'none'),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        STORAGE: 'local',
        DRIVE_QUOTA_BYTES: String(2 * BYTES),
        BENCH_SERVE_BYTES: String(BYTES),
        BENCH_SERVE_INFO: infoFile,
      },
      '/readyz',
    );
    cleanups.push(qiao.stop);
    const info = JSON.parse(await fs.readFile(infoFile, 'utf8')) as ServedFileInfo;
    const bare = await startProcess(
      'bench/src/bare-file-server.ts',
      { BENCH_SERVE_FILE: info.objectPath },
      '/ready',
    );
    cleanups.push(bare.stop);

    const tail = `-${RANGE_BYTES}`;
    // One address for every read, as a player seeking or a download manager resuming uses it.
    const address = await signedAddress(qiao.url, info);
    const [qiaoWhole, bareWhole] = await alternatingMedians(
      () => download(address, BYTES),
      () => download(`${bare.url}/file`, BYTES),
    );
    const [qiaoTail, bareTail] = await alternatingMedians(
      () => download(address, RANGE_BYTES, tail),
      () => download(`${bare.url}/file`, RANGE_BYTES, tail),
    );

    const rate = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
    const rows: RatioRow[] = [
      {
        name: 'whole file, MB/s',
        figure: rate(BYTES, qiaoWhole),
        baseline: rate(BYTES, bareWhole),
      },
      {
        name: `last ${RANGE_BYTES / MIB} MiB by Range, MB/s`,
        figure: rate(RANGE_BYTES, qiaoTail),
        baseline: rate(RANGE_BYTES, bareTail),
      },
    ];
    console.log(
      `\nQiao serving a ${BYTES / MIB} MiB drive file from the local store (median of ${ROUNDS} runs` +
        ` in turns after a warm-up; one signed address from getDownloadAuth)`,
    );
    printRatioTable(rows, { figure: 'Qiao', baseline: 'bare' });
    console.log(
      `whole: Qiao ${(qiaoWhole / 1000).toFixed(2)} s, bare ${(bareWhole / 1000).toFixed(2)} s;` +
        ' baseline: a bare Node server piping fs.createReadStream of the same stored file',
    );
    const out = path.join(repoRoot, 'bench', 'results');
    await fs.mkdir(out, { recursive: true });
    await fs.writeFile(
      path.join(out, 'serve.json'),
      JSON.stringify({ bytes: BYTES, rounds: ROUNDS, rows }, null, 2),
    );
  } finally {
    for (const step of cleanups.reverse()) await step().catch(console.error);
  }
}
