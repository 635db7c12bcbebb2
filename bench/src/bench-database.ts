import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@qiao/server/src/platform/db/database';

/**
 * The database a suite fills and measures: a fresh in-memory PGlite, or, when BENCH_DATABASE_URL
 * names a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres), a throwaway
 * database created there for the run and dropped when it closes.
 */
export async function openBenchDatabase(name: string): Promise<Database> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: undefined });
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
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await admin(`drop database ${databaseName}`);
    },
  };
}
