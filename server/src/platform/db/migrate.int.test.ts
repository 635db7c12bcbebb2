import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testEngine } from '../../../test/test-database';
import { openDatabase, queryRows, type Database } from './database';
import { migrate } from './migrate';

const tablesOf = async (database: Database) =>
  (
    await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
  ).map((row) => row.table_name);

describe('migrations', () => {
  it('creates the schema on an empty database and is a no-op the second time', async () => {
    const testDb = await createTestDatabase({ migrate: false });
    try {
      await migrate(testDb.database);
      expect(await tablesOf(testDb.database)).toEqual(
        expect.arrayContaining(['jobs', 'seed_runs']),
      );
      await migrate(testDb.database);
      const applied = await queryRows<{ n: string }>(
        testDb.database.db,
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied[0]!.n)).toBeGreaterThan(0);
    } finally {
      await testDb.drop();
    }
  });

  // Engine-specific behaviour: only a server has several instances, only PGlite keeps its own files.
  if (testEngine === 'postgres')
    it('lets two instances start at once on one server', async () => {
      const testDb = await createTestDatabase({ migrate: false });
      try {
        const second = await testDb.openAnother();
        await Promise.all([migrate(testDb.database), migrate(second)]);
        expect(await tablesOf(second)).toEqual(expect.arrayContaining(['jobs', 'seed_runs']));
      } finally {
        await testDb.drop();
      }
    });

  if (testEngine === 'pglite')
    it('keeps the embedded database on disk across restarts', async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-pglite-'));
      try {
        const first = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
        await migrate(first);
        await first.db.execute(sql`insert into seed_runs (name) values ('kept')`);
        await first.close();
        const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
        await migrate(reopened);
        const rows = await queryRows<{ name: string }>(
          reopened.db,
          sql`select name from seed_runs`,
        );
        expect(rows.map((row) => row.name)).toEqual(['kept']);
        await reopened.close();
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    });
});

// Only PGlite keeps its own folder; a PostgreSQL server guards its data itself.
if (testEngine === 'pglite')
  describe('the embedded database folder', () => {
    it('refuses a second opener while the first is alive, and is free again after close', async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-lock-'));
      const dataDir = path.join(dir, 'db');
      try {
        const first = await openDatabase({ kind: 'pglite', dataDir });
        // A lock naming another live process: pid 1, the init process, is always alive.
        await fs.writeFile(`${dataDir}.lock`, '1');
        await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
          /in use by another Qiao process \(pid 1\)/,
        );
        await fs.writeFile(`${dataDir}.lock`, String(process.pid));
        await first.close();
        const again = await openDatabase({ kind: 'pglite', dataDir });
        await again.close();
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    });
  });
