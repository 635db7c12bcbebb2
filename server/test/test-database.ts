import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/platform/db/database';
import { migratedPgliteDump, migratedPostgresTemplate } from './migrated-template';

/**
 * Integration suites run once per engine: `QIAO_TEST_DB=pglite` (default) opens an in-memory
 * PGlite; `QIAO_TEST_DB=postgres` creates a fresh database on the server at TEST_DATABASE_URL and
 * drops it afterwards, so every test file owns its data on both engines. A migrated database
 * starts as a copy of a migrated template (migrated-template.ts).
 */
export const testEngine: 'pglite' | 'postgres' =
  process.env.QIAO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** Opens another connection pool to the same database (a second "instance"). */
  openAnother(): Promise<Database>;
  url: string | undefined;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('QIAO_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      loadDataDir: options.migrate === false ? undefined : await migratedPgliteDump(),
    });
    return {
      database,
      url: undefined,
      openAnother: async () => database,
      drop: () => database.close(),
    };
  }
  const name = `qiao_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(
    options.migrate === false
      ? `create database ${name}`
      : `create database ${name} template ${await migratedPostgresTemplate(adminUrl())}`,
  );
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
    opened.push(database);
    return database;
  };
  const database = await open();
  return {
    database,
    url: url.toString(),
    openAnother: open,
    drop: async () => {
      await Promise.allSettled(opened.map((db) => db.close()));
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
