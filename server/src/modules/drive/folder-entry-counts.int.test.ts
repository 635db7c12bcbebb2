import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { upsertUserFromIdentity } from '../users/service';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => testDb?.drop());

/** The kept counts beside a fresh count of every folder's live entries; they must agree. */
async function keptAndCounted() {
  const db = testDb.database.db;
  const kept = await queryRows<{ folder: string; entries: string }>(
    db,
    sql`select user_id || file_path as folder, live_entries as entries from folder_entry_counts
        where live_entries <> 0 order by 1`,
  );
  const counted = await queryRows<{ folder: string; entries: string }>(
    db,
    sql`select user_id || file_path as folder, count(*) as entries from user_files
        where delete_flag = 0 group by user_id, file_path order by 1`,
  );
  const asPairs = (rows: typeof kept) => rows.map((row) => [row.folder, Number(row.entries)]);
  return { kept: asPairs(kept), counted: asPairs(counted) };
}

describe("a folder's kept entry count", () => {
  it('follows adding, renaming, moving, binning, restoring, erasing and closing the account', async () => {
    const db = testDb.database.db;
    const owner = await upsertUserFromIdentity(db, {
      issuer: 'test',
      subject: 'counts',
      name: 'counts',
      email: undefined,
    });
    const expectAgreement = async () => {
      const { kept, counted } = await keptAndCounted();
      expect(kept).toEqual(counted);
    };
    await db.execute(sql`
      insert into user_files (user_id, file_name, is_dir, file_path, file_type)
      select ${owner.id}, 'درس ' || n, false, case when n % 3 = 0 then '/甲' else '/乙' end, 2
      from generate_series(1, 30) as n`);
    await expectAgreement();
    await db.execute(
      sql`update user_files set file_name = file_name || '（新）' where file_path = '/甲'`,
    );
    await db.execute(sql`update user_files set file_path = '/甲' where file_name like 'درس 1%'`);
    await expectAgreement();
    await db.execute(sql`update user_files set delete_flag = 1 where file_name like 'درس 2%'`);
    await expectAgreement();
    await db.execute(
      sql`update user_files set delete_flag = 0, file_path = '/丙' where delete_flag = 1`,
    );
    await expectAgreement();
    await db.execute(sql`delete from user_files where file_path = '/乙'`);
    await expectAgreement();
    await db.execute(sql`delete from users where id = ${owner.id}`);
    expect(await keptAndCounted()).toEqual({ kept: [], counted: [] });
  });
});
