import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { embeddedLiveness, serverLiveness, type ProcessLiveness } from './liveness';
import { openPglite } from './open-pglite';
import { lockDataDir } from './pglite-lock';

/** One query API over both engines: PGlite in-process and a PostgreSQL server (same dialect). */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so that of several instances sharing one
   * database only one runs it at a time. PGlite has a single owner process, so no lock is needed.
   */
  exclusive<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /** Whether the process behind a claim still lives (claims a crash left are taken over). */
  liveness: ProcessLiveness;
  /**
   * When this process is the database's only client (PGlite), a count of the announcements
   * (`pg_notify`) made on `channel`, moved on as each writing transaction commits; null on a
   * server that other processes write to as well, whose announcements would arrive late.
   */
  announcements(channel: string): Promise<(() => number) | null>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** An in-memory database starts as a copy of this dump (`dumpDataDir`), not empty. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** `dataDir` undefined opens an in-memory PGlite (tests that own their database). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    let unlock = async () => undefined as void;
    if (target.dataDir) {
      await fs.mkdir(path.dirname(target.dataDir), { recursive: true });
      unlock = await lockDataDir(`${target.dataDir}.lock`);
    }
    const client = await openPglite(target.dataDir, target.loadDataDir).catch(
      async (error: unknown) => {
        await unlock();
        throw error;
      },
    );
    const db = drizzlePglite({ client }) as unknown as Db;
    const counts = new Map<string, Promise<() => number>>();
    return {
      kind: 'pglite',
      db,
      ping: async () => void (await client.query('select 1')),
      exclusive: (_lockId, work) => work(),
      liveness: embeddedLiveness(),
      // PGlite hands a commit's announcements to listeners before the commit's caller resumes.
      announcements: (channel) => {
        let count = counts.get(channel);
        if (!count) {
          let seen = 0;
          count = client.listen(channel, () => void (seen += 1)).then(() => () => seen);
          counts.set(channel, count);
        }
        return count;
      },
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client's error (server restart, network cut) must not crash the process; the pool
  // replaces the client and the next query reports the problem to its caller.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool }) as unknown as Db;
  const liveness = serverLiveness(target.url, db);
  return {
    kind: 'postgres',
    db,
    ping: async () => void (await pool.query('select 1')),
    exclusive: async (lockId, work) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        holder.release();
      }
    },
    liveness,
    announcements: async () => null,
    close: async () => {
      await liveness.close();
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows, whichever engine answers. */
export async function queryRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export { sql };
