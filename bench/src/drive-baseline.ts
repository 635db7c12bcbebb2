import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@qiao/server/src/platform/db/database';

/**
 * The bare-SQL side of the drive suite: a copy of the entries in a table of its own, with the
 * indexes a careful engineer would give these questions, and queries written for them by hand.
 * The copy shares neither the product's indexes nor its query text, so a slow product plan can
 * never be measured against itself.
 */
const TABLE = sql.identifier('bench_baseline_entries');
const FOLDER_TOTALS = sql.identifier('bench_baseline_folder_totals');
const CATEGORY_TOTALS = sql.identifier('bench_baseline_category_totals');

const displayName = sql.raw(
  `file_name || case when extend_name = '' then '' else '.' || extend_name end`,
);

/** Every order a folder's list offers (contracts SORT_FIELDS × asc/desc), as ORDER BY columns. */
export const FOLDER_ORDERS = [
  { orderBy: 'name', order: 'asc', columns: 'file_name, extend_name' },
  { orderBy: 'name', order: 'desc', columns: 'file_name desc, extend_name desc' },
  { orderBy: 'size', order: 'asc', columns: 'file_size' },
  { orderBy: 'size', order: 'desc', columns: 'file_size desc' },
  { orderBy: 'time', order: 'asc', columns: 'upload_time' },
  { orderBy: 'time', order: 'desc', columns: 'upload_time desc' },
] as const;

export type FolderOrder = (typeof FOLDER_ORDERS)[number];

/** One question: the first page and the total, as the API answers it. */
export interface BaselineQuery {
  page: SQL;
  total: SQL;
}

/**
 * Folders first, then the order, then the id for ties: one B-tree per order, in exactly that
 * order, so the page is the index's first rows; a folder's or a category's total is one row of a
 * table of totals.
 */
export async function createBaseline(db: Db) {
  await db.execute(sql`create table ${TABLE} as select * from user_files`);
  const live = sql.raw('where delete_flag = 0');
  for (const { columns } of FOLDER_ORDERS)
    await db.execute(
      sql`create index on ${TABLE} (user_id, file_path, is_dir desc, ${sql.raw(columns)}, id) ${live}`,
    );
  await db.execute(
    sql`create index on ${TABLE} (user_id, file_type, upload_time desc, id) ${live}`,
  );
  // Containment in any script, one- and two-character texts included, which pg_trgm's trigrams
  // cannot narrow: the name's one- and two-character pieces in a GIN index (decision 040).
  await db.execute(
    sql`create index on ${TABLE} using gin (name_grams(lower(${displayName}))) ${live}`,
  );
  await db.execute(sql`
    create table ${FOLDER_TOTALS} (user_id uuid, file_path text, entries bigint, primary key (user_id, file_path))`);
  await db.execute(sql`
    insert into ${FOLDER_TOTALS} select user_id, file_path, count(*) from ${TABLE}
    where delete_flag = 0 group by user_id, file_path`);
  await db.execute(sql`vacuum analyze ${TABLE}`);
  await db.execute(sql`
    create table ${CATEGORY_TOTALS} (user_id uuid, file_type smallint, files bigint, primary key (user_id, file_type))`);
  await db.execute(sql`
    insert into ${CATEGORY_TOTALS} select user_id, file_type, count(*) from ${TABLE}
    where delete_flag = 0 and not is_dir group by user_id, file_type`);
  await db.execute(sql`vacuum analyze ${FOLDER_TOTALS}`);
  await db.execute(sql`vacuum analyze ${CATEGORY_TOTALS}`);
}

const question = (where: SQL, order: string): BaselineQuery => ({
  page: sql`select * from ${TABLE} where ${where} order by ${sql.raw(order)}, id limit 20`,
  total: sql`select count(*) from ${TABLE} where ${where}`,
});

export const folderPage = (
  userId: string,
  folder: string,
  { columns }: FolderOrder,
): BaselineQuery => ({
  ...question(
    sql`user_id = ${userId} and file_path = ${folder} and delete_flag = 0`,
    `is_dir desc, ${columns}`,
  ),
  total: sql`select entries from ${FOLDER_TOTALS} where user_id = ${userId} and file_path = ${folder}`,
});

export const typePage = (userId: string, fileType: number): BaselineQuery => ({
  ...question(
    sql`user_id = ${userId} and file_type = ${fileType} and delete_flag = 0 and not is_dir`,
    'upload_time desc',
  ),
  total: sql`select files from ${CATEGORY_TOTALS} where user_id = ${userId} and file_type = ${fileType}`,
});

export const searchPage = (userId: string, text: string) =>
  question(
    sql`user_id = ${userId} and delete_flag = 0
      and name_grams(lower(${displayName})) @> needle_grams(lower(${text}))
      and strpos(lower(${displayName}), lower(${text})) > 0`,
    'is_dir desc, file_name',
  );
