import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../test/test-database';
import { becameReady, logLines, startRealProcess } from '../test/real-process';
import { freePort } from '../test/test-server';

// A new embedded database is filled by a process of its own, so the server never holds the
// memory a first fill grows (docs/decisions/042); a later start prepares in process.
describe('preparing the embedded database', () => {
  if (testEngine === 'pglite')
    it('fills a new one in a process of its own, then serves it; a later start fills nothing', async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-prepare-'));
      const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' };
      try {
        const port = await freePort();
        const first = startRealProcess({ ...env, PORT: String(port) });
        expect(await becameReady(port)).toBe(true);
        const seeded = logLines(first.output.stdout).filter(
          (line) => line.msg === 'seed step applied',
        );
        expect(seeded.length).toBeGreaterThan(0);
        expect(seeded.every((line) => line.pid !== first.child.pid)).toBe(true);
        const info = await fetch(`http://127.0.0.1:${port}/api/app/info`);
        expect(info.status).toBe(200);
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);

        const laterPort = await freePort();
        const later = startRealProcess({ ...env, PORT: String(laterPort) });
        expect(await becameReady(laterPort)).toBe(true);
        expect(logLines(later.output.stdout).map((line) => line.msg)).not.toContain(
          'seed step applied',
        );
        later.child.kill('SIGTERM');
        expect(await later.exited).toBe(0);
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });

  if (testEngine === 'pglite')
    it('stops the start with a clear message when the new database cannot be filled', async () => {
      const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-prepare-'));
      // The data folder is a file: the database inside it can never be made.
      const dataDir = path.join(parent, 'not-a-folder');
      await fs.writeFile(dataDir, 'in the way');
      try {
        const run = startRealProcess({
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
        });
        expect(await run.exited).toBe(1);
        expect(run.output.stderr).toContain('Qiao could not prepare its database');
        expect(run.output.stderr).toContain('Qiao could not start');
      } finally {
        await fs.rm(parent, { recursive: true, force: true });
      }
    });

  if (testEngine === 'postgres')
    it('prepares a server database in the server process itself, before it serves', async () => {
      const testDb = await createTestDatabase({ migrate: false });
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-prepare-'));
      try {
        const port = await freePort();
        const run = startRealProcess({
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: testDb.url!,
          SEED_DEMO: 'false',
        });
        expect(await becameReady(port)).toBe(true);
        const seeded = logLines(run.output.stdout).filter(
          (line) => line.msg === 'seed step applied',
        );
        expect(seeded.length).toBeGreaterThan(0);
        expect(seeded.every((line) => line.pid === run.child.pid)).toBe(true);
        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
        await testDb.drop();
      }
    });
});
