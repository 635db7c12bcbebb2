import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../../test/test-database';

// The embedded database's announcements stand in for a read of the catalogue revision before each
// remembered answer: they must be counted by the time the writing call returns, once per commit,
// and never for a transaction that rolled back.
describe('announcements', () => {
  if (testEngine === 'pglite')
    it('are counted on PGlite as each writing transaction commits, not when it rolls back', async () => {
      const testDb = await createTestDatabase();
      try {
        const { database } = testDb;
        const count = (await database.announcements('catalogue_revision'))!;
        expect(count()).toBe(0);
        await database.db.execute(sql`select pg_notify('catalogue_revision', '')`);
        expect(count()).toBe(1);
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('catalogue_revision', '')`);
          await tx.execute(sql`select pg_notify('other_channel', '')`);
        });
        expect(count()).toBe(2);
        await expect(
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_notify('catalogue_revision', '')`);
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
        expect(count()).toBe(2);
        // Asked again, the same count: one listener per channel however many servers ask.
        expect((await database.announcements('catalogue_revision'))!()).toBe(2);
      } finally {
        await testDb.drop();
      }
    });

  if (testEngine === 'pglite')
    it('follow every catalogue write through its trigger', async () => {
      const testDb = await createTestDatabase();
      try {
        const { database } = testDb;
        const count = (await database.announcements('catalogue_revision'))!;
        await database.db.execute(sql`update courses set slug = slug where false`);
        await database.db.execute(sql`delete from class_members where false`);
        expect(count()).toBe(2);
      } finally {
        await testDb.drop();
      }
    });

  if (testEngine === 'postgres')
    it('are not offered on a PostgreSQL server, which other processes write to', async () => {
      const testDb = await createTestDatabase();
      try {
        expect(await testDb.database.announcements('catalogue_revision')).toBeNull();
      } finally {
        await testDb.drop();
      }
    });
});
