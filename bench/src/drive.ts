import { sql } from 'drizzle-orm';
import { queryRows } from '@qiao/server/src/platform/db/database';
import { createSession } from '@qiao/server/src/modules/auth/sessions';
import { upsertUserFromIdentity } from '@qiao/server/src/modules/users/service';
import {
  createBaseline,
  folderPage,
  FOLDER_ORDERS,
  searchPage,
  typePage,
  type BaselineQuery,
} from './drive-baseline';
import { openEmbeddedQiao } from './embedded-qiao';
import { median, ROUNDS } from './median';
import { planOf } from './query-plan';
import { printRatioTable, type RatioRow } from './ratio-table';

const ENTRIES = Number(process.env.BENCH_DRIVE_ENTRIES ?? 100_000);
const FOLDERS = 100;
const SEARCH_ROUNDS = 10;

/**
 * One folder holding 100,000 files and 100 folders. The first page of `getfilelist` in every
 * order it offers, a category's first page and two `search`es, through HTTP, each beside the same
 * question asked in bare SQL of an indexed copy of the entries (drive-baseline.ts), with the
 * baseline's plan. The suite first checks that both answer with the same page.
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
  // Sizes repeat and times differ, so ties and every order are exercised.
  await db.execute(sql`
    insert into user_files (user_id, file_name, extend_name, is_dir, file_size, file_path, file_type, upload_time)
    select ${user.id}, 'درس ' || n || ' 第' || n || '课', 'pdf', false, n % 5000, '/课程', 2,
      now() - n * interval '1 second'
    from generate_series(1, ${ENTRIES}) as n`);
  await db.execute(sql`
    insert into user_files (user_id, file_name, is_dir, file_path, file_type, upload_time)
    select ${user.id}, '单元 ' || n, true, '/课程', 0, now() - n * interval '1 minute'
    from generate_series(1, ${FOLDERS}) as n`);
  await db.execute(sql`insert into user_files (user_id, file_name, is_dir, file_path, file_type)
    values (${user.id}, '课程', true, '/', 0)`);
  // Both tables vacuumed alike: a PostgreSQL server's autovacuum would have done it by now.
  await db.execute(sql`vacuum analyze user_files`);
  await createBaseline(db);
  const session = await createSession(db, user.id, 'bench', { ttlMs: 3600_000 });
  await qiao.listen();

  const get = async (query: string) => {
    const response = await fetch(`${qiao.url}${query}`, {
      headers: { cookie: `qiao_session=${session.token}` },
    });
    const body = (await response.json()) as {
      code: number;
      data: { list: { userFileId: string }[]; total: number };
    };
    if (body.code !== 0 || body.data.list.length === 0)
      throw new Error(`${query}: ${JSON.stringify(body)}`);
    return body.data;
  };
  const ask = (question: BaselineQuery) =>
    Promise.all([queryRows<{ id: string }>(db, question.page), queryRows(db, question.total)]);

  const measure = async (
    name: string,
    call: string,
    question: BaselineQuery,
    rounds = ROUNDS,
  ): Promise<RatioRow> => {
    const [answer, [rows]] = await Promise.all([get(call), ask(question)]);
    const expected = rows.map((row) => row.id).join();
    if (answer.list.map((entry) => entry.userFileId).join() !== expected)
      throw new Error(`${call} answers another page than its baseline`);
    return {
      name,
      figure: await median(() => get(call), rounds),
      baseline: await median(() => ask(question), rounds),
      baselinePlan: await planOf(db, question.page, question.total),
    };
  };

  const folder = '/课程';
  const rows: RatioRow[] = [];
  for (const order of FOLDER_ORDERS)
    rows.push(
      await measure(
        `getfilelist ${order.orderBy} ${order.order}`,
        `/api/file/getfilelist?filePath=${encodeURIComponent(folder)}&orderBy=${order.orderBy}&order=${order.order}`,
        folderPage(user.id, folder, order),
      ),
    );
  rows.push(
    await measure(
      'getfilelist fileType=2 (a category)',
      '/api/file/getfilelist?fileType=2',
      typePage(user.id, 2),
    ),
  );
  for (const text of ['第777', '课'])
    rows.push(
      await measure(
        `search "${text}"`,
        `/api/file/search?fileName=${encodeURIComponent(text)}`,
        searchPage(user.id, text),
        SEARCH_ROUNDS,
      ),
    );
  await qiao.close();
  console.log(
    `\nQiao file space on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${ENTRIES} entries, median of ${ROUNDS} (search: ${SEARCH_ROUNDS}) runs`,
  );
  printRatioTable(rows, { figure: 'ms', baseline: 'bare SQL' });
}
