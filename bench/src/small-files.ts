import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { UPLOAD_FILES_FIELDS, uploadFiles, type GroupedFile } from '@qiao/contracts/upload';
import { nextSendGroup, UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { createBenchServerDatabase } from './bench-database';
import { repoRoot, startProcess } from './processes';
import { printRatioTable } from './ratio-table';

const FILES = Number(process.env.BENCH_SMALL_FILES ?? 10_000);
const FILE_BYTES = 4 * 1024;
/** The bare server gets 8 PUTs at a time, as in the outside measurement. */
const IN_FLIGHT = 8;
/** Qiao gets what the upload panel sends: its groups, as many at a time as it sends. */
const GROUPS_IN_FLIGHT = UPLOAD_LIMITS.simultaneousFiles;

interface SmallFile {
  name: string;
  bytes: Buffer;
  md5: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** Small files in one `uploadfiles` body, built before the clock starts (as the bare PUTs are). */
interface FileGroup {
  files: SmallFile[];
  body: Buffer;
  contentType: string;
}

/** The files cut into the groups the upload panel makes (`nextSendGroup`), each as its body. */
async function groupsOf(files: SmallFile[], folder: string): Promise<FileGroup[]> {
  const groups: FileGroup[] = [];
  let waiting = files.map((file) => ({ id: file.name, size: file.bytes.length, file }));
  while (waiting.length > 0) {
    const taken = new Set(nextSendGroup(waiting));
    const members = waiting.filter((item) => taken.has(item.id)).map((item) => item.file);
    waiting = waiting.filter((item) => !taken.has(item.id));
    const declarations: GroupedFile[] = members.map((file) => ({
      fileName: file.name,
      filePath: folder,
      fileSize: file.bytes.length,
      identifier: file.md5,
    }));
    const form = new FormData();
    form.append(UPLOAD_FILES_FIELDS.declarations, JSON.stringify(declarations));
    for (const file of members)
      form.append(UPLOAD_FILES_FIELDS.file, new Blob([file.bytes]), file.name);
    const encoded = new Response(form);
    groups.push({
      files: members,
      body: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get('content-type') ?? '',
    });
  }
  return groups;
}

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

/** Sends every item with `send`, `inFlight` at a time; answers the seconds it took. */
async function secondsFor<T>(items: T[], inFlight: number, send: (item: T) => Promise<void>) {
  spawnSync('sync');
  let next = 0;
  const start = performance.now();
  const sender = async () => {
    while (next < items.length) await send(items[next++]!);
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
  return (performance.now() - start) / 1000;
}

/**
 * 10,000 files of 4 KiB (BENCH_SMALL_FILES) into one folder: to Qiao as its upload panel sends
 * them (groups of small files in one `uploadfiles` request each, bytes, MD5 checks, quota and
 * entries in one call; as many groups at a time as the panel sends), beside a bare Node server
 * that takes each file as a PUT of its own, 8 at a time, and writes it to a file with fsync. On
 * the embedded database, or PostgreSQL when BENCH_DATABASE_URL is set. Both servers run in
 * processes of their own.
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
    const headers = { cookie, origin: qiao.url, accept: 'application/json' };
    const sendToQiao = async (group: FileGroup) => {
      const url = `${qiao.url}${uploadFiles.path}`;
      const sent = { ...headers, 'content-type': group.contentType };
      const { text } = await request(url, 'POST', sent, group.body);
      const answer = JSON.parse(text) as {
        success: boolean;
        message: string;
        data: { success: boolean; message: string }[];
      };
      if (!answer.success) throw new Error(`uploadfiles: ${answer.message}`);
      const refused = answer.data.find((file) => !file.success);
      if (refused || answer.data.length !== group.files.length) {
        throw new Error(`uploadfiles: ${refused?.message ?? 'answers missing'}`);
      }
    };

    const seconds = { qiao: 0, bare: 0 };
    const roundRatios: number[] = [];
    const perRound = Math.ceil(FILES / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const slice = files.slice(round * perRound, (round + 1) * perRound);
      const groups = await groupsOf(slice, '/notes');
      const bareFirst = round % 2 === 0;
      const bareBefore = bareFirst ? await secondsFor(slice, IN_FLIGHT, putBare) : 0;
      const qiao = await secondsFor(groups, GROUPS_IN_FLIGHT, sendToQiao);
      const bare = bareFirst ? bareBefore : await secondsFor(slice, IN_FLIGHT, putBare);
      seconds.qiao += qiao;
      seconds.bare += bare;
      roundRatios.push(bare / qiao);
    }
    const qiaoRate = FILES / seconds.qiao;
    const bareRate = FILES / seconds.bare;

    const databaseName = serverDatabase ? 'PostgreSQL' : 'embedded PGlite';
    console.log(
      `\nSmall files: ${FILES} files of ${FILE_BYTES / 1024} KiB into one folder; Qiao on` +
        ` ${databaseName} and the local store, sent as the panel sends them (groups of up to` +
        ` ${UPLOAD_LIMITS.groupFiles}, ${GROUPS_IN_FLIGHT} at a time)`,
    );
    const rows = [
      { name: 'files/s, as the upload panel sends them', figure: qiaoRate, baseline: bareRate },
    ];
    printRatioTable(rows, { figure: 'Qiao', baseline: 'baseline' });
    console.log(
      `baseline: a bare Node HTTP server writing each PUT to its own file with fsync, ${IN_FLIGHT}` +
        ' at a time; the' +
        ` files sent in ${ROUNDS} rounds to each server in turn; each round's ratio:` +
        ` ${roundRatios.map((ratio) => ratio.toFixed(2)).join(' ')}`,
    );
    const out = path.join(repoRoot, 'bench', 'results');
    await fs.mkdir(out, { recursive: true });
    await fs.writeFile(
      path.join(out, `small-files-${serverDatabase ? 'postgres' : 'pglite'}.json`),
      JSON.stringify(
        {
          files: FILES,
          fileBytes: FILE_BYTES,
          bareInFlight: IN_FLIGHT,
          qiao: { groupFiles: UPLOAD_LIMITS.groupFiles, groupsInFlight: GROUPS_IN_FLIGHT },
          rows,
          roundRatios,
        },
        null,
        2,
      ),
    );
  } finally {
    for (const step of cleanups.reverse()) await step().catch(console.error);
  }
}
