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

type Count = { key: string; entries: string };

/**
 * The kept counts beside a fresh count of every folder's live entries and every category's live
 * files; they must agree.
 */
async function keptAndCounted() {
  const db = testDb.database.db;
  const rows = (query: ReturnType<typeof sql>) =>
    queryRows<Count>(db, query).then((found) => found.map((row) => [row.key, Number(row.entries)]));
  return {
    kept: [
      ...(await rows(sql`select user_id || file_path as key, live_entries as entries
        from folder_entry_counts where live_entries <> 0 order by 1`)),
      ...(await rows(sql`select user_id || '#' || file_type as key, live_files as entries
        from category_file_counts where live_files <> 0 order by 1`)),
    ],
    counted: [
      ...(await rows(sql`select user_id || file_path as key, count(*) as entries from user_files
        where delete_flag = 0 group by user_id, file_path order by 1`)),
      ...(await rows(sql`select user_id || '#' || file_type as key, count(*) as entries
        from user_files where delete_flag = 0 and not is_dir group by user_id, file_type order by 1`)),
    ],
  };
}

describe("a folder's and a category's kept counts", () => {
  it('follow adding, renaming, moving, binning, restoring, erasing and closing the account', async () => {
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
      select ${owner.id}, 'درس ' || n, n % 7 = 0, case when n % 3 = 0 then '/甲' else '/乙' end,
        case when n % 7 = 0 then 0 else 1 + n % 5 end
      from generate_series(1, 30) as n`);
    await expectAgreement();
    await db.execute(
      sql`update user_files set file_name = file_name || '（新）' where file_path = '/甲'`,
    );
    await db.execute(sql`update user_files set file_path = '/甲' where file_name like 'درس 1%'`);
    await db.execute(sql`update user_files set file_type = 5 where file_type = 2`);
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
