import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@qiao/server/src/platform/db/database';

/**
 * A throwaway database on the PostgreSQL server BENCH_DATABASE_URL names, created for the run: its
 * URL (for a process of its own) and a drop for the end. Undefined when no server is named.
 */
export async function createBenchServerDatabase(
  name: string,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return undefined;
  const databaseName = `qiao_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const server = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
    try {
      await server.db.execute(sql.raw(statement));
    } finally {
      await server.close();
    }
  };
  await admin(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return { url: url.toString(), drop: () => admin(`drop database ${databaseName}`) };
}

/**
 * The database a suite fills and measures: a fresh in-memory PGlite, or, when BENCH_DATABASE_URL
 * names a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres), a throwaway
 * database created there for the run and dropped when it closes.
 */
export async function openBenchDatabase(name: string): Promise<Database> {
  const created = await createBenchServerDatabase(name);
  if (!created) return openDatabase({ kind: 'pglite', dataDir: undefined });
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
