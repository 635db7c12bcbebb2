import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnzipTask } from '@qiao/contracts/unzip';
import { partOf, uploadClient } from '../../../test/upload-client';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { eq } from 'drizzle-orm';
import { enqueueJob } from '../../platform/jobs/queue';
import { jobs } from '../../platform/jobs/tables';
import { JobWorker } from '../../platform/jobs/worker';
import type { ObjectStore } from '../../platform/storage/object-store';
import { startTestS3Server, type TestS3Server } from '../../platform/storage/test-s3-server';
import { sweepOrphanObjects } from '../drive/orphan-objects';
import { uploadKeysAmong } from '../upload/keys-in-use';
import { fileObjects } from '../drive/tables';
import { UNZIP_JOB } from './service';
import { buildZip } from './test-archives';
import { unzipUser } from './unzip-test-kit';
import { unzipJobHandler } from './job';

/**
 * Issue 16, point 8: an unzip whose process dies mid-run is taken again after its lease and
 * finishes, but the files its first run had staged stay in the store with no row naming them.
 * The daily sweep must erase them, and nothing live: entries' objects and an upload's parts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const MiB = 1024 * 1024;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SWEEP_JOB = 'storage.sweep-orphan-objects';

/** Every file under a folder of the local store, with its size. */
async function filesUnder(folder: string): Promise<{ file: string; size: number }[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
  const found: { file: string; size: number }[] = [];
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(file)));
    else found.push({ file, size: (await fs.stat(file)).size });
  }
  return found;
}

/**
 * The store as a process that dies on its `stallAt`-th put: that put never ends and nothing after
 * it runs (no clean-up), exactly what kill -9 leaves; `stalled` resolves when it is reached.
 */
function dyingStore(store: ObjectStore, stallAt: number) {
  let puts = 0;
  let reached: () => void = () => undefined;
  const stalled = new Promise<void>((resolve) => (reached = resolve));
  const dying = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'put') {
        return (...args: Parameters<ObjectStore['put']>) => {
          puts += 1;
          if (puts < stallAt) return target.put(...args);
          reached();
          return new Promise(() => undefined);
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { store: dying, stalled };
}

/**
 * Live data (a file, the archive: five entries of `entryBytes`, then a small one; an upload with
 * one part sent), then an unzip whose first run dies on its sixth put, with five files staged,
 * and whose job is taken again after the lease and finishes. `whileDead` runs while the first run
 * hangs.
 */
async function crashAndRerun(
  on: TestServer,
  entryBytes: number,
  hooks: { beforeUnzip?: () => Promise<void>; whileDead?: () => Promise<void> } = {},
) {
  const db = on.testDatabase.database.db;
  const user = await unzipUser(on);
  await user.put('/', 'keep.txt', Buffer.from('live 活的 حي'));
  const big = Array.from({ length: 5 }, (_, index) => ({
    name: `big/part-${index}.bin`,
    data: randomBytes(entryBytes),
    method: 0 as const,
  }));
  const archive = await user.put(
    '/',
    'lessons.zip',
    buildZip([...big, { name: 'big/last.txt', data: Buffer.from('the end') }]),
  );
  const uploads = uploadClient(on, user.cookie);
  const halfFile = { fileName: 'half.bin', filePath: '/', bytes: randomBytes(12 * MiB) };
  const plan = (await uploads.auth(halfFile)).data;
  await uploads.sendPart(plan, 1, partOf(plan, halfFile.bytes, 1));
  await hooks.beforeUnzip?.();

  const started = await user.drive.post<{ taskId: string }>('/api/file/unzipfile', {
    unzipMode: 1,
    userFileId: archive.id,
  });
  expect(started.code).toBe(0);
  const dying = dyingStore(on.store, 6);
  const firstRun = new JobWorker({
    db,
    handlers: { [UNZIP_JOB]: unzipJobHandler(db, dying.store) },
    logger: quiet,
    pollMs: 50,
    concurrency: 1,
    leaseMs: 300,
  });
  void firstRun.drain();
  await dying.stalled;
  await hooks.whileDead?.();

  // Its lease lapses; another worker takes the job again and finishes it.
  await new Promise((resolve) => setTimeout(resolve, 400));
  const worker = new JobWorker({
    db,
    handlers: on.modules.jobHandlers,
    logger: quiet,
    pollMs: 50,
    concurrency: 1,
  });
  expect(await worker.drain()).toBe(1);
  const task = await user.drive.get<UnzipTask>('/api/file/unziptask', {
    taskId: started.data.taskId,
  });
  expect(task.data).toMatchObject({ state: 'done', targetPath: '/lessons' });
  expect(await user.list('/lessons/big')).toHaveLength(6);
  const referenced = (await db.select({ key: fileObjects.storageKey }).from(fileObjects)).map(
    (row) => row.key,
  );
  return { db, user, uploads, plan, worker, referenced };
}

describe('an unzip killed mid-run', () => {
  it('re-runs after its lease, and the sweep erases what the dead run staged, and only that', async () => {
    if (server.config.storage.kind !== 'local') throw new Error('local store expected');
    const root = server.config.storage.root;
    const onDisk = (key: string) => path.join(root, ...key.split('/'));
    let objectsBefore: { file: string; size: number }[] = [];
    let partsBefore: { file: string; size: number }[] = [];
    const { db, user, uploads, plan, worker, referenced } = await crashAndRerun(server, 7 * MiB, {
      beforeUnzip: async () => {
        objectsBefore = await filesUnder(path.join(root, 'objects'));
        partsBefore = await filesUnder(path.join(root, '.uploads'));
        expect(partsBefore.length).toBeGreaterThan(0);
      },
      // The dead run staged five files, 35 MiB.
      whileDead: async () => {
        const staged = await filesUnder(path.join(root, 'objects'));
        expect(staged.length - objectsBefore.length).toBe(5);
      },
    });
    const live = new Set(referenced.map(onDisk));
    const afterRerun = await filesUnder(path.join(root, 'objects'));
    const orphans = afterRerun.filter(({ file }) => !live.has(file));
    expect(orphans).toHaveLength(5);
    expect(orphans.reduce((sum, { size }) => sum + size, 0)).toBe(35 * MiB);

    // The sweep leaves fresh bytes alone: a live run's staging looks just like this.
    await enqueueJob(db, { kind: SWEEP_JOB, singletonKey: SWEEP_JOB });
    await worker.drain();
    expect(await filesUnder(path.join(root, 'objects'))).toHaveLength(afterRerun.length);

    // Two days later, every file is old: the orphans go, live objects and parts stay.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    for (const { file } of [...afterRerun, ...partsBefore]) {
      await fs.utimes(file, twoDaysAgo, twoDaysAgo);
    }
    // The sweep is daily: its next run, queued by the last one, is brought forward to now.
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, SWEEP_JOB));
    await enqueueJob(db, { kind: SWEEP_JOB, singletonKey: SWEEP_JOB });
    await worker.drain();
    const afterSweep = await filesUnder(path.join(root, 'objects'));
    expect(afterSweep.map(({ file }) => file).sort()).toEqual([...live].sort());
    expect(afterSweep).toHaveLength(objectsBefore.length + 6);
    expect(await filesUnder(path.join(root, '.uploads'))).toEqual(partsBefore);
    const held = await uploads.held(plan.uploadId);
    expect(held.data.uploadedParts.map((part) => part.partNumber)).toEqual([1]);
    expect(await user.list('/lessons/big')).toHaveLength(6);
  });
});

describe('an unzip killed mid-run, on S3', () => {
  let s3: TestS3Server;
  let onS3: TestServer;
  beforeAll(async () => {
    s3 = await startTestS3Server('qiao-unzip-crash');
    const { settings } = s3;
    onS3 = await startTestServer({
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: settings.endpoint ?? '',
        S3_BUCKET: settings.bucket,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await onS3?.close();
    await s3?.stop();
  });

  it('leaves, after the sweep, only the objects rows name, and the upload in flight', async () => {
    const keys = async () => {
      const listed: string[] = [];
      for await (const object of onS3.store.listObjects('objects/')) listed.push(object.key);
      return listed.sort();
    };
    let before: string[] = [];
    const { db, uploads, plan, referenced } = await crashAndRerun(onS3, 1 * MiB, {
      beforeUnzip: async () => void (before = await keys()),
      whileDead: async () => expect((await keys()).length - before.length).toBe(5),
    });
    expect((await keys()).filter((key) => !referenced.includes(key))).toHaveLength(5);

    expect(await sweepOrphanObjects(db, onS3.store, [uploadKeysAmong])).toMatchObject({
      erased: 0,
    });
    // As if a day had passed: everything listed is old enough.
    const swept = await sweepOrphanObjects(
      db,
      onS3.store,
      [uploadKeysAmong],
      new Date(Date.now() + 60_000),
    );
    expect(swept).toMatchObject({ erased: 5, erasedBytes: 5 * MiB });
    expect(await keys()).toEqual([...referenced].sort());
    expect(before.every((key) => referenced.includes(key))).toBe(true);
    const held = await uploads.held(plan.uploadId);
    expect(held.data.uploadedParts.map((part) => part.partNumber)).toEqual([1]);
  });
});
