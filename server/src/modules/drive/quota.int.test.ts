import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { upsertUserFromIdentity } from '../users/service';
import { releaseBytes, reserveBytes, setDefaultQuota, setQuota, storageOf } from './quota';

let testDb: TestDatabase;
const DEFAULT_BYTES = 10_000;
beforeAll(async () => {
  testDb = await createTestDatabase();
  setDefaultQuota(DEFAULT_BYTES);
});
afterAll(async () => testDb?.drop());

let users = 0;
async function newUser() {
  users += 1;
  const user = await upsertUserFromIdentity(testDb.database.db, {
    issuer: 'test',
    subject: `quota-${users}`,
    name: `quota-${users}`,
    email: undefined,
  });
  return user.id;
}

const db = () => testDb.database.db;
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'reserved',
    (error: { key?: unknown }) => error.key,
  );

describe('the drive quota', () => {
  it("makes a user's row with the default allowance at their first reservation", async () => {
    const userId = await newUser();
    await reserveBytes(db(), userId, 4000);
    expect(await storageOf(db(), userId)).toEqual({
      storageSize: 4000,
      totalStorageSize: DEFAULT_BYTES,
    });
  });

  it('refuses a first reservation larger than the default allowance, counting nothing', async () => {
    const userId = await newUser();
    expect(await refusal(reserveBytes(db(), userId, DEFAULT_BYTES + 1))).toBe('quotaExceeded');
    expect((await storageOf(db(), userId)).storageSize).toBe(0);
  });

  it('counts reservations up to the allowance exactly, and refuses the byte beyond', async () => {
    const userId = await newUser();
    await reserveBytes(db(), userId, 6000);
    await reserveBytes(db(), userId, 4000);
    expect(await refusal(reserveBytes(db(), userId, 1))).toBe('quotaExceeded');
    await releaseBytes(db(), userId, 500);
    await reserveBytes(db(), userId, 500);
    expect((await storageOf(db(), userId)).storageSize).toBe(DEFAULT_BYTES);
  });

  it('shows a user who never stored anything as empty, with the default allowance', async () => {
    const userId = await newUser();
    expect(await storageOf(db(), userId)).toEqual({
      storageSize: 0,
      totalStorageSize: DEFAULT_BYTES,
    });
  });

  it("keeps a user's own allowance once set", async () => {
    const userId = await newUser();
    await setQuota(db(), userId, 50);
    expect(await refusal(reserveBytes(db(), userId, 51))).toBe('quotaExceeded');
    await reserveBytes(db(), userId, 50);
    expect(await storageOf(db(), userId)).toEqual({ storageSize: 50, totalStorageSize: 50 });
  });
});
