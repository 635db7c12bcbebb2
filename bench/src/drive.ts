import { sql } from 'drizzle-orm';
import { queryRows } from '@qiao/server/src/platform/db/database';
import { createSession } from '@qiao/server/src/modules/auth/sessions';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';
import { openEmbeddedQiao } from './embedded-qiao';
import { median, ROUNDS } from './median';
import { printRatioTable } from './ratio-table';

const ENTRIES = Number(process.env.BENCH_DRIVE_ENTRIES ?? 100_000);

/**
 * One folder holding 100,000 entries on the embedded database. The first page of `getfilelist`
 * and a `search`, through HTTP, each beside the bare SQL query they run.
 */
export async function benchDrive() {
  const qiao = await openEmbeddedQiao('drive');
  const db = qiao.db;
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
  await qiao.listen();
  const headers = { cookie: `qiao_session=${session.token}` };
  const get = async (query: string) => {
    const response = await fetch(`${qiao.url}${query}`, { headers });
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
  await qiao.close();
  console.log(`\nQiao file space, ${ENTRIES} entries, median of ${ROUNDS} (search: 10) runs`);
  printRatioTable(rows, { figure: 'ms', baseline: 'bare SQL' });
}
