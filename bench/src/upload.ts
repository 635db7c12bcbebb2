import { spawnSync } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { md5InChromium, md5sumOf } from './browser-md5';
import { median, ROUNDS } from './median';
import { startPlainReceiver } from './plain-receiver';
import { repoRoot, startProcess } from './processes';
import { printRatioTable, type RatioRow } from './ratio-table';
import {
  putWhole,
  uploadCalls,
  uploadInstantly,
  uploadThroughParts,
  type BenchFile,
} from './upload-client';

const BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const MB = 1e6;

/** Random bytes (nothing compresses or repeats) written once, with their MD5. */
async function writeRandomFile(file: string, size: number): Promise<string> {
  const md5 = createHash('md5');
  const handle = await fs.open(file, 'w');
  try {
    const chunk = Buffer.alloc(8 * 1024 * 1024);
    for (let written = 0; written < size; written += chunk.length) {
      const piece = chunk.subarray(0, Math.min(chunk.length, size - written));
      randomFillSync(piece);
      md5.update(piece);
      await handle.write(piece);
    }
  } finally {
    await handle.close();
  }
  return md5.digest('hex');
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  // Dirty pages of the previous step are flushed first, so no transfer pays for another's writes.
  spawnSync('sync');
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printFigures(rows: RatioRow[], notes: string[]) {
  console.log(
    `\nQiao uploads, a ${(BYTES / 1024 ** 2).toFixed(0)} MiB file of random bytes, local store` +
      ` (parts upload and MD5: one run each; instant upload: median of ${ROUNDS} runs)`,
  );
  printRatioTable(rows, { figure: 'value', baseline: 'baseline' });
  for (const note of notes) console.log(note);
}

/**
 * A 1 GiB file (BENCH_UPLOAD_BYTES) through Qiao's part protocol beside one plain PUT of the same
 * bytes; an instant upload of it beside a bare JSON round trip; the browser's MD5 of it beside
 * md5sum. Qiao and the receivers run in processes of their own: the sender here frames and sends
 * a gigabyte, and sharing one event loop (on 2 cores) would slow the server by the client's work.
 */
export async function benchUpload() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-upload-'));
  const cleanups: (() => Promise<unknown>)[] = [
    () => fs.rm(workDir, { recursive: true, force: true }),
  ];
  // One clean-up, however many ask for it: an interrupt, and the failure the interrupt causes.
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const step of cleanups.reverse()) await step().catch(console.error);
    })());
  const interrupted = () => void cleanUp().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const filePath = path.join(workDir, 'lecture.bin');
    const md5 = await writeRandomFile(filePath, BYTES);
    const file: BenchFile = { path: filePath, size: BYTES, md5, name: 'lecture.bin' };
    const sessionsFile = path.join(workDir, 'sessions.json');
    const qiao = await startProcess(
      'bench/src/upload-server.ts',
      {
        DATA_DIR: path.join(workDir, 'qiao'),
        WEB_DIST: path.join(workDir, 'none'),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        STORAGE: 'local',
        // Every instant upload counts the whole file against the second user's quota.
        DRIVE_QUOTA_BYTES: String(BYTES * (ROUNDS + 10)),
        BENCH_SESSIONS_FILE: sessionsFile,
      },
      '/readyz',
    );
    cleanups.push(qiao.stop);
    const receiver = await startPlainReceiver(workDir);
    cleanups.push(receiver.stop);
    const bare = await startProcess('bench/src/baseline-server.ts', {}, '/');
    cleanups.push(bare.stop);
    const [senderCookie, instantCookie] = JSON.parse(
      await fs.readFile(sessionsFile, 'utf8'),
    ) as string[];

    const putPlain = async () => {
      const { ms } = await timed(() => putWhole(`${receiver.url}/${file.name}`, file));
      const received = await fs.stat(receiver.fileOf(file.name));
      if (received.size !== BYTES) throw new Error(`the receiver wrote ${received.size} bytes`);
      await fs.rm(receiver.fileOf(file.name));
      return ms;
    };
    // The plain PUT before and after the parts: a machine getting busier or quieter meanwhile
    // moves both sides of the ratio alike.
    const plainBefore = await putPlain();
    const parts = await timed(() => uploadThroughParts(uploadCalls(qiao.url, senderCookie!), file));
    const plainMs = (plainBefore + (await putPlain())) / 2;

    const instantCalls = uploadCalls(qiao.url, instantCookie!);
    const instantMs = await median(() => uploadInstantly(instantCalls, file));
    // The yardstick for a call: the same JSON as the plan request, to a server doing nothing.
    const planBody = JSON.stringify({ fileName: file.name, filePath: '/', fileSize: BYTES, md5 });
    const roundTripMs = await median(async () => {
      const response = await fetch(bare.url, { method: 'POST', body: planBody });
      await response.json();
    });

    const md5sum = await md5sumOf(filePath);
    const browser = await md5InChromium(filePath);
    if (md5sum.md5 !== md5 || browser.md5 !== md5) {
      throw new Error(`MD5s differ: written ${md5}, md5sum ${md5sum.md5}, Chromium ${browser.md5}`);
    }

    const rate = (ms: number) => BYTES / MB / (ms / 1000);
    const rows = [
      {
        name: `parts upload, MB/s (1 MiB, ${UPLOAD_LIMITS.partsInFlight} in flight)`,
        figure: rate(parts.ms),
        baseline: rate(plainMs),
      },
      {
        // What the user waits for after picking the file: the panel hashes the whole file in its
        // worker before it asks for the plan, then sends the parts (hashing and sending in turn).
        name: 'upload from the click (Chromium MD5, then parts), MB/s',
        figure: rate(browser.ms + parts.ms),
        baseline: rate(plainMs),
      },
      { name: 'instant upload of the known file, ms', figure: instantMs, baseline: roundTripMs },
      { name: 'MD5 in Chromium, MB/s', figure: rate(browser.ms), baseline: rate(md5sum.ms) },
    ];
    printFigures(rows, [
      `parts upload: ${seconds(parts.ms)} from plan to entry: parts ${seconds(parts.result.partsMs)},` +
        ` createfile (join, verify) ${seconds(parts.result.completeMs)}; hashing not included;` +
        ` from the click: ${seconds(browser.ms)} MD5 in Chromium + ${seconds(parts.ms)}`,
      `baselines: one PUT of the same bytes to ${receiver.name}, body written to disk` +
        ` (${seconds(plainMs)}, mean of one before and one after);`,
      "  the plan request's JSON POSTed to a bare Node HTTP server; md5sum on the same file",
      `MD5 in Chromium: the upload panel's worker (hash-wasm over the file's stream) on a picked file;` +
        ` ${md5} by all`,
    ]);
    const out = path.join(repoRoot, 'bench', 'results');
    await fs.mkdir(out, { recursive: true });
    await fs.writeFile(
      path.join(out, 'upload.json'),
      JSON.stringify({ bytes: BYTES, rounds: ROUNDS, receiver: receiver.name, rows }, null, 2),
    );
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }
}
