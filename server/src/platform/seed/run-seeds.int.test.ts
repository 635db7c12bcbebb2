import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { queryRows } from '../db/database';
import { runSeeds, type SeedStep } from './run-seeds';

const silent = pino({ level: 'silent' });
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.db.execute(sql`create table demo_greetings (text text not null)`);
});
afterAll(async () => testDb?.drop());

const greetings = async () =>
  (
    await queryRows<{ text: string }>(
      testDb.database.db,
      sql`select text from demo_greetings order by text`,
    )
  ).map((row) => row.text);

describe('seed framework', () => {
  it('applies each step once, however often it runs', async () => {
    const steps: SeedStep[] = [
      {
        name: 'greet-ar',
        run: async (tx) =>
          void (await tx.execute(sql`insert into demo_greetings values ('مرحبا')`)),
      },
      {
        name: 'greet-zh',
        run: async (tx) => void (await tx.execute(sql`insert into demo_greetings values ('你好')`)),
      },
    ];
    expect(await runSeeds(testDb.database.db, steps, silent)).toEqual(['greet-ar', 'greet-zh']);
    expect(await runSeeds(testDb.database.db, steps, silent)).toEqual([]);
    expect(await greetings()).toEqual(['你好', 'مرحبا'].sort());
  });

  it('rolls a failing step back completely and tries it again next start', async () => {
    let failing = true;
    const step: SeedStep = {
      name: 'greet-en',
      run: async (tx) => {
        await tx.execute(sql`insert into demo_greetings values ('hello')`);
        if (failing) throw new Error('media missing');
      },
    };
    await expect(runSeeds(testDb.database.db, [step], silent)).rejects.toThrow('media missing');
    expect(await greetings()).not.toContain('hello');
    failing = false;
    expect(await runSeeds(testDb.database.db, [step], silent)).toEqual(['greet-en']);
    expect(await greetings()).toContain('hello');
  });
});
