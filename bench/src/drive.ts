import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '@qiao/server/src/app';
import { parseConfig } from '@qiao/server/src/config';
import { openDatabase, queryRows } from '@qiao/server/src/platform/db/database';
import { migrate } from '@qiao/server/src/platform/db/migrate';
import { createObjectStore } from '@qiao/server/src/platform/storage/create-object-store';
import { createSession } from '@qiao/server/src/modules/auth/sessions';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';
import { median, ROUNDS } from './median';
import { freePort } from './processes';

const ENTRIES = Number(process.env.BENCH_DRIVE_ENTRIES ?? 100_000);

/**
 * One folder holding 100,000 entries on the embedded database. The first page of `getfilelist`
 * and a `search`, through HTTP, each beside the bare SQL query they run.
 */
export async function benchDrive() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qiao-bench-drive-'));
  const port = await freePort();
  const config = parseConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await migrate(database);
  const db = database.db;
  const store = createObjectStore(config);
  await store.prepare();
  const user = await upsertUserFromIdentity(db, {
    issuer: 'bench',
    subject: 'u',
    name: 'bench',
    email: undefined,
  });
  await db.execute(sql`
    insert into user_files (user_id, file_name, extend_name, is_dir, file_size, file_path, file_type)
    select ${user.id}, 'درس ' || n || ' 第' || n || '课', 'pdf', false, n, '/课程', 2
    from generate_series(1, ${ENTRIES}) as n`);
  await db.execute(sql`insert into user_files (user_id, file_name, is_dir, file_path, file_type)
    values (${user.id}, '课程', true, '/', 0)`);
  await db.execute(sql`analyze user_files`);
  const session = await createSession(db, user.id, 'bench', { ttlMs: 3600_000 });
  const { app } = await buildApp({ config, database, store, logger: pino({ level: 'silent' }) });
  await app.listen({ port, host: '127.0.0.1' });
  const headers = { cookie: `qiao_session=${session.token}` };
  const get = async (query: string) => {
    const response = await fetch(`${config.publicUrl}${query}`, { headers });
    const body = (await response.json()) as { code: number; data: { list: unknown[] } };
    if (body.code !== 0 || body.data.list.length === 0)
      throw new Error(`${query}: ${JSON.stringify(body)}`);
  };
  const folder = encodeURIComponent('/课程');
  const rows = [
    {
      name: 'getfilelist first page (100k in folder)',
      figure: await median(() => get(`/api/file/getfilelist?filePath=${folder}`)),
      // The two statements the call runs: the page and the total.
      baseline: await median(() =>
        Promise.all([
          queryRows(
            db,
            sql`select * from user_files where user_id = ${user.id} and file_path = '/课程' and delete_flag = 0
                order by is_dir desc, file_name, extend_name, id limit 20`,
          ),
          queryRows(
            db,
            sql`select count(*) from user_files where user_id = ${user.id} and file_path = '/课程' and delete_flag = 0`,
          ),
        ]),
      ),
    },
    {
      name: 'search "第777" (100k entries)',
      figure: await median(
        () => get(`/api/file/search?fileName=${encodeURIComponent('第777')}`),
        10,
      ),
      baseline: await median(() => {
        const match = sql`user_id = ${user.id} and delete_flag = 0
          and strpos(lower(file_name || case when extend_name = '' then '' else '.' || extend_name end), lower(${'第777'})) > 0`;
        return Promise.all([
          queryRows(
            db,
            sql`select * from user_files where ${match} order by is_dir desc, file_name, id limit 20`,
          ),
          queryRows(db, sql`select count(*) from user_files where ${match}`),
        ]);
      }, 10),
    },
  ];
  await app.close();
  await store.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  console.log(`\nQiao file space, ${ENTRIES} entries, median of ${ROUNDS} (search: 10) runs`);
  console.log('figure'.padEnd(42), 'ms'.padStart(9), 'bare SQL'.padStart(9), 'ratio'.padStart(7));
  for (const row of rows) {
    console.log(
      row.name.padEnd(42),
      row.figure.toFixed(1).padStart(9),
      row.baseline.toFixed(1).padStart(9),
      (row.figure / row.baseline).toFixed(2).padStart(7),
    );
  }
}
