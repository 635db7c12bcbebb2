import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getIndexContent } from '@qiao/contracts/catalogue-home';
import { getMoocDataDetail, getMoocDataList } from '@qiao/contracts/catalogue-mooc';
import { getFileList } from '@qiao/contracts/drive';
import {
  getLearningProgress,
  saveMukeRecordContent,
  updateLearningRecord,
  type CourseProgress,
} from '@qiao/contracts/learning';
import { UPLOAD_FILE_BODY_TYPE, uploadFile } from '@qiao/contracts/upload';
import { createBenchServerDatabase } from './bench-database';
import { repoRoot, SERVER_ENTRY, startProcess } from './processes';
import { IDLE_AFTER_LOAD_MS, MEMORY_GOAL_MB, SETTLE_MS, settledMb } from './resident-memory';
import { printRatioTable } from './ratio-table';

/**
 * `npm run bench -- load`: BENCH_LOAD_USERS learners (150) for BENCH_LOAD_SECONDS (150) against
 * Qiao with the demo content, each walking what a learner does (the home, the MOOC list, a course
 * page and its progress, a video played with its reports, the file space's list, a small file
 * uploaded), a think time of BENCH_LOAD_THINK_MS (1,000 ms on average) between steps. Reads,
 * progress reports and uploads are timed apart and printed beside the goals (reads p99 under
 * 1 s, small uploads p50 under 1 s), with every failed answer counted. On the embedded database,
 * and again on PostgreSQL when BENCH_DATABASE_URL is set.
 */
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 150);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 150);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
const GOAL_MS = 1000;
const SMALL_FILE_BYTES = 4 * 1024;

type Kind = 'read' | 'report' | 'upload';

interface Timings {
  read: number[];
  report: number[];
  upload: number[];
  /** Each call's times too, to find which one a slow figure comes from. */
  byCall: Map<string, number[]>;
  failures: string[];
}

function record(timings: Timings, kind: Kind, call: string, ms: number) {
  timings[kind].push(ms);
  const times = timings.byCall.get(call);
  if (times) times.push(ms);
  else timings.byCall.set(call, [ms]);
}

class Learner {
  private courseId = '';
  private videoId = '';
  private at = 0;
  private uploads = 0;

  constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly name: string,
    private readonly timings: Timings,
  ) {}

  private async call<T>(kind: Kind, method: 'GET' | 'POST', call: string, body?: object) {
    const start = performance.now();
    try {
      const response = await fetch(this.url + call, {
        method,
        headers: { cookie: this.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const answer = (await response.json()) as { code: number; data: T; message: string };
      if (answer.code !== 0) throw new Error(`${call}: ${answer.message}`);
      return answer.data;
    } catch (error) {
      this.timings.failures.push(String(error));
      return undefined;
    } finally {
      record(this.timings, kind, call.split('?')[0]!, performance.now() - start);
    }
  }

  private async upload() {
    const bytes = randomBytes(SMALL_FILE_BYTES);
    const query = new URLSearchParams({
      fileName: `${this.name}-${(this.uploads += 1)}.bin`,
      filePath: '/load',
      fileSize: String(bytes.length),
      identifier: createHash('md5').update(bytes).digest('hex'),
    });
    const start = performance.now();
    try {
      const response = await fetch(`${this.url}${uploadFile.path}?${query}`, {
        method: 'POST',
        headers: { cookie: this.cookie, 'content-type': UPLOAD_FILE_BODY_TYPE },
        body: bytes,
      });
      const answer = (await response.json()) as { code: number; message: string };
      if (answer.code !== 0) throw new Error(`${uploadFile.path}: ${answer.message}`);
    } catch (error) {
      this.timings.failures.push(String(error));
    } finally {
      record(this.timings, 'upload', uploadFile.path, performance.now() - start);
    }
  }

  /** One visit: browse, open a course, watch a little with reports, look at files, upload one. */
  async visit() {
    await this.call('read', 'POST', getIndexContent.path, {});
    await think();
    const list = await this.call<{ list: { id: string }[] }>(
      'read',
      'POST',
      getMoocDataList.path,
      {},
    );
    this.courseId ||= list?.list[0]?.id ?? '';
    await think();
    await this.call('read', 'POST', getMoocDataDetail.path, { id: this.courseId });
    const progress = await this.call<CourseProgress>('read', 'POST', getLearningProgress.path, {
      courseId: this.courseId,
    });
    this.videoId ||= progress?.classHours[0]?.contents[0]?.contentId ?? '';
    await think();
    await this.call('report', 'POST', saveMukeRecordContent.path, { contentId: this.videoId });
    for (let report = 0; report < 3; report++) {
      await think();
      this.at += 1;
      await this.call('report', 'POST', updateLearningRecord.path, {
        contentId: this.videoId,
        currentTime: this.at,
        watched: [[this.at - 1, this.at]],
      });
    }
    await think();
    await this.call('read', 'GET', `${getFileList.path}?filePath=%2F`);
    await think();
    await this.upload();
    await think();
  }
}

/** A learner's pause between steps: THINK_MS on average, spread so learners do not move in step. */
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function loadRun(label: string, databaseUrl: string) {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-load-'));
  const sessionsFile = path.join(workDir, 'sessions.json');
  const env = {
    DATA_DIR: path.join(workDir, 'qiao'),
    WEB_DIST: path.join(workDir, 'none'),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
  };
  // The demo content and the learners' sessions are made by a process of their own, which then
  // exits; the learners meet the server `npm start` runs, started on that data as any later start.
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'bench/src/load-server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      BENCH_LOAD_USERS: String(USERS),
      BENCH_SESSIONS_FILE: sessionsFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (prepared.status !== 0) throw new Error('the load suite could not prepare its data');
  const qiao = await startProcess(SERVER_ENTRY, env, '/readyz');
  const timings: Timings = { read: [], report: [], upload: [], byCall: new Map(), failures: [] };
  let settledAfterMb: number, idleAfterMb: number;
  try {
    const cookies = JSON.parse(await fs.readFile(sessionsFile, 'utf8')) as string[];
    const deadline = performance.now() + SECONDS * 1000;
    await Promise.all(
      cookies.map(async (cookie, index) => {
        const learner = new Learner(qiao.url, cookie, `learner-${index + 1}`, timings);
        // Learners arrive over the first think time, not all in the same millisecond.
        await new Promise((resolve) => setTimeout(resolve, (THINK_MS * index) / cookies.length));
        while (performance.now() < deadline) await learner.visit();
      }),
    );
    // What the server keeps once the learners have gone: the memory goal holds after load too.
    // Read twice: soon after, and once idle (its garbage handed back), both beside the goal.
    settledAfterMb = await settledMb(qiao.pid);
    idleAfterMb = await settledMb(qiao.pid, IDLE_AFTER_LOAD_MS - SETTLE_MS);
  } finally {
    await qiao.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  }
  const requests = timings.read.length + timings.report.length + timings.upload.length;
  console.log(
    `\nUnder load, ${label}: ${USERS} learners for ${SECONDS} s, think time ${THINK_MS} ms on ` +
      `average; ${requests} requests (${(requests / SECONDS).toFixed(0)}/s), ` +
      `${timings.failures.length} failed`,
  );
  for (const failure of [...new Set(timings.failures)].slice(0, 5)) console.log(`  ${failure}`);
  printRatioTable(
    [
      { name: `reads p50 (${timings.read.length})`, value: percentile(timings.read, 50) },
      { name: `reads p99`, value: percentile(timings.read, 99) },
      {
        name: `progress reports p50 (${timings.report.length})`,
        value: percentile(timings.report, 50),
      },
      { name: `progress reports p99`, value: percentile(timings.report, 99) },
      {
        name: `small uploads p50 (${timings.upload.length})`,
        value: percentile(timings.upload, 50),
      },
      { name: `small uploads p99`, value: percentile(timings.upload, 99) },
    ].map((row) => ({ name: row.name, figure: row.value, baseline: GOAL_MS })),
    { figure: 'ms', baseline: 'goal ms' },
    0,
  );
  printRatioTable(
    [
      {
        name: `server ${SETTLE_MS / 1000} s after the load`,
        figure: settledAfterMb,
        baseline: MEMORY_GOAL_MB,
      },
      {
        name: `server idle ${IDLE_AFTER_LOAD_MS / 1000} s after the load`,
        figure: idleAfterMb,
        baseline: MEMORY_GOAL_MB,
      },
    ],
    { figure: 'RSS MB', baseline: 'goal MB' },
    0,
  );
  console.log('each call: count, p50 ms, p99 ms');
  for (const [call, times] of timings.byCall) {
    const p50 = percentile(times, 50).toFixed(0);
    console.log(
      `  ${call.padEnd(40)} ${String(times.length).padStart(6)} ${p50.padStart(7)} ${percentile(times, 99).toFixed(0).padStart(7)}`,
    );
  }
}

export async function benchLoad() {
  await loadRun('embedded database', '');
  const server = await createBenchServerDatabase('load');
  if (!server) return;
  try {
    await loadRun('PostgreSQL', server.url);
  } finally {
    await server.drop();
  }
}
