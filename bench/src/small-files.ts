import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { UPLOAD_FILE_BODY_TYPE, uploadFile } from '@qiao/contracts/upload';
import { createBenchServerDatabase } from './bench-database';
import { repoRoot, startProcess } from './processes';
import { printRatioTable } from './ratio-table';

const FILES = Number(process.env.BENCH_SMALL_FILES ?? 10_000);
const FILE_BYTES = 4 * 1024;
const IN_FLIGHT = 8;

interface SmallFile {
  name: string;
  bytes: Buffer;
  md5: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** One request with a body, answered in full; throws unless `accept(status, text)`. */
function request(url: string, method: string, headers: http.OutgoingHttpHeaders, body: Buffer) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = http.request(
      url,
      { method, headers: { ...headers, 'content-length': body.length }, agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * The files go in rounds, each sent to the bare server and to Qiao in turn, the order swapped every
 * round: a machine getting busier or quieter during the run moves both sides alike. (One bare run
 * before Qiao's and one after left the ratio swinging by a third between runs of the same code.)
 */
const ROUNDS = 5;

/** Sends every file with `send`, IN_FLIGHT at a time; answers the seconds it took. */
async function secondsFor(files: SmallFile[], send: (file: SmallFile) => Promise<void>) {
  spawnSync('sync');
  let next = 0;
  const start = performance.now();
  const sender = async () => {
    while (next < files.length) await send(files[next++]!);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  return (performance.now() - start) / 1000;
}

/**
 * 10,000 files of 4 KiB (BENCH_SMALL_FILES), 8 at a time, into one folder through Qiao's
 * one-request upload (`uploadfile`: bytes, MD5 check, quota and entry in one call) beside a bare
 * Node server that writes each PUT to a file of its own with fsync. On the embedded database, or
 * PostgreSQL when BENCH_DATABASE_URL is set. Both servers run in processes of their own.
 */
export async function benchSmallFiles() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-small-'));
  const cleanups: (() => Promise<unknown>)[] = [
    () => fs.rm(workDir, { recursive: true, force: true }),
  ];
  try {
    const files: SmallFile[] = Array.from({ length: FILES }, (_, i) => {
      const bytes = randomBytes(FILE_BYTES);
      const md5 = createHash('md5').update(bytes).digest('hex');
      return { name: `note-${String(i).padStart(5, '0')}.txt`, bytes, md5 };
    });
    const serverDatabase = await createBenchServerDatabase('small_files');
    if (serverDatabase) cleanups.push(serverDatabase.drop);
    const sessionsFile = path.join(workDir, 'sessions.json');
    const qiao = await startProcess(
      'bench/src/small-files-server.ts',
      {
        DATA_DIR: path.join(workDir, 'qiao'),
        WEB_DIST: path.join(workDir, 'none'),
        LOG_LEVEL: 'warn',
        DATABASE_URL: serverDatabase?.url ?? '',
        STORAGE: 'local',
        DRIVE_QUOTA_BYTES: String(FILES * FILE_BYTES * 2),
        BENCH_SESSIONS_FILE: sessionsFile,
      },
      '/readyz',
    );
    cleanups.push(qiao.stop);
    const received = path.join(workDir, 'received');
    await fs.mkdir(received);
    const bare = await startProcess(
      'bench/src/bare-put-server.ts',
      { BENCH_RECEIVER_DIR: received, BENCH_PUT_FSYNC: 'true' },
      '/',
    );
    cleanups.push(bare.stop);
    const [cookie] = JSON.parse(await fs.readFile(sessionsFile, 'utf8')) as string[];

    const putBare = (file: SmallFile) =>
      request(`${bare.url}/${file.name}`, 'PUT', {}, file.bytes).then(({ status }) => {
        if (status !== 201) throw new Error(`bare PUT: ${status}`);
      });
    const headers = {
      cookie,
      origin: qiao.url,
      accept: 'application/json',
      'content-type': UPLOAD_FILE_BODY_TYPE,
    };
    const sendToQiao = async (file: SmallFile) => {
      const query = new URLSearchParams({
        fileName: file.name,
        filePath: '/notes',
        fileSize: String(file.bytes.length),
        identifier: file.md5,
      });
      const url = `${qiao.url}${uploadFile.path}?${query}`;
      const { text } = await request(url, 'POST', headers, file.bytes);
      const answer = JSON.parse(text) as { success: boolean; message: string };
      if (!answer.success) throw new Error(`uploadfile ${file.name}: ${answer.message}`);
    };

    const seconds = { qiao: 0, bare: 0 };
    const roundRatios: number[] = [];
    const perRound = Math.ceil(FILES / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const slice = files.slice(round * perRound, (round + 1) * perRound);
      const bareFirst = round % 2 === 0;
      const bareBefore = bareFirst ? await secondsFor(slice, putBare) : 0;
      const qiao = await secondsFor(slice, sendToQiao);
      const bare = bareFirst ? bareBefore : await secondsFor(slice, putBare);
      seconds.qiao += qiao;
      seconds.bare += bare;
      roundRatios.push(bare / qiao);
    }
    const qiaoRate = FILES / seconds.qiao;
    const bareRate = FILES / seconds.bare;

    const databaseName = serverDatabase ? 'PostgreSQL' : 'embedded PGlite';
    console.log(
      `\nSmall files: ${FILES} files of ${FILE_BYTES / 1024} KiB, ${IN_FLIGHT} at a time, into one` +
        ` folder; Qiao on ${databaseName} and the local store`,
    );
    const rows = [{ name: 'one-request upload, files/s', figure: qiaoRate, baseline: bareRate }];
    printRatioTable(rows, { figure: 'Qiao', baseline: 'baseline' });
    console.log(
      'baseline: a bare Node HTTP server writing each PUT to its own file with fsync, the' +
        ` files sent in ${ROUNDS} rounds to each server in turn; each round's ratio:` +
        ` ${roundRatios.map((ratio) => ratio.toFixed(2)).join(' ')}`,
    );
    const out = path.join(repoRoot, 'bench', 'results');
    await fs.mkdir(out, { recursive: true });
    await fs.writeFile(
      path.join(out, `small-files-${serverDatabase ? 'postgres' : 'pglite'}.json`),
      JSON.stringify(
        { files: FILES, fileBytes: FILE_BYTES, inFlight: IN_FLIGHT, rows, roundRatios },
        null,
        2,
      ),
    );
  } finally {
    for (const step of cleanups.reverse()) await step().catch(console.error);
  }
}
