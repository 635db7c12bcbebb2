import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import { openDatabase } from '../../platform/db/database';
import { migrate } from '../../platform/db/migrate';
import { signInAs } from '../../../test/sign-in';
import { createTestDatabase, testEngine, type TestDatabase } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testBytes, uploadClient } from '../../../test/upload-client';
import { MiB, namesIn, objectRow, storedBytes, uploadRow } from './upload-test-setup';

const serverRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * A deployment another process can open too: PGlite in a folder (one process at a time), or a
 * database on the PostgreSQL server (any number of pools).
 */
async function durableDeployment() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-crash-'));
  if (testEngine === 'postgres') {
    const shared = await createTestDatabase();
    return {
      dataDir,
      env: { DATABASE_URL: shared.url! },
      open: async (): Promise<TestDatabase> => ({
        ...shared,
        database: await shared.openAnother(),
      }),
      release: async (_db: TestDatabase) => undefined,
      drop: () => shared.drop(),
    };
  }
  const open = async (): Promise<TestDatabase> => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await migrate(database);
    return { database, url: undefined, openAnother: async () => database, drop: database.close };
  };
  return {
    dataDir,
    env: {} as Record<string, string>,
    open,
    // The embedded database is one process's: closed before the other process opens it.
    release: (db: TestDatabase) => db.database.close(),
    drop: async () => undefined,
  };
}

/** Runs a process that starts completing the upload, and kills it (SIGKILL) once it hangs. */
async function killDuringCompletion(
  env: Record<string, string>,
  hangAt: 'claimed' | 'joined',
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/complete-then-hang.ts'], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'error', HANG_AT: hangAt, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('hanging')) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', () => reject(new Error(`the completing process ended early: ${output}`)));
  });
  child.kill('SIGKILL');
  await exited;
}

// Two server starts and a separate process per test: slow on a busy machine.
describe('a completion whose process was killed during createfile', { timeout: 300_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function uploadThenCrash(options: { md5?: string; hangAt: 'claimed' | 'joined' }) {
    const deployment = await durableDeployment();
    cleanups.push(() => fs.rm(deployment.dataDir, { recursive: true, force: true }));
    cleanups.push(() => deployment.drop());
    const owned = async () => ({
      testDatabase: await deployment.open(),
      dataDir: deployment.dataDir,
    });
    const start = async () => {
      const server = await startTestServer({ owned: await owned(), env: deployment.env });
      return server;
    };

    const before: TestServer = await start();
    const { userId, cookie } = await signInAs(before);
    const file = { fileName: 'crash.bin', filePath: '/', bytes: testBytes(MiB + 7, 4) };
    const plan = (await uploadClient(before, cookie).auth(file, { md5: options.md5 })).data;
    await uploadClient(before, cookie).sendParts(plan, file.bytes);
    await before.stop();
    await deployment.release(before.testDatabase);

    await killDuringCompletion(
      {
        ...deployment.env,
        DATA_DIR: deployment.dataDir,
        UPLOAD_ID: plan.uploadId,
        USER_ID: userId,
      },
      options.hangAt,
    );

    const after = await start();
    cleanups.push(async () => {
      await after.stop();
      await deployment.release(after.testDatabase);
    });
    const stuck = await uploadRow(after, plan.uploadId);
    // What the killed process left: the upload claimed for completion, no entry.
    expect(stuck?.status).toBe('completing');
    return { server: after, up: uploadClient(after, cookie), plan, file };
  }

  it('is finished by the next createfile at once, with the parts the dead process joined', async () => {
    const { server, up, plan, file } = await uploadThenCrash({ hangAt: 'joined' });
    const done = await up.complete(plan, file);
    expect(done.success).toBe(true);
    const object = await objectRow(server, done.data.fileId!);
    expect((await storedBytes(server, object!.storageKey)).equals(file.bytes)).toBe(true);
    expect(await namesIn(up, '/')).toEqual(['crash.bin']);
    expect((await up.storage()).data.storageSize).toBe(file.bytes.length);
  });

  it('is rolled back by the next createfile at once when the file is not the one declared, quota given back', async () => {
    const { server, up, plan, file } = await uploadThenCrash({
      hangAt: 'claimed',
      md5: 'f'.repeat(32),
    });
    expect((await up.storage()).data.storageSize).toBe(file.bytes.length);
    const refused = await up.complete(plan, file);
    expect(refused.code).toBe(ERRORS.uploadVerifyFailed.code);
    expect((await uploadRow(server, plan.uploadId))?.status).toBe('cancelled');
    expect((await up.storage()).data.storageSize).toBe(0);
    expect(await namesIn(up, '/')).toEqual([]);
  });

  it('answers the chunk test at once, the upload open for parts again', async () => {
    const { up, plan } = await uploadThenCrash({ hangAt: 'claimed' });
    const held = await up.held(plan.uploadId);
    expect(held.success).toBe(true);
    expect(held.data.uploadedParts.map((part) => part.partNumber)).toEqual([1, 2]);
  });
});
