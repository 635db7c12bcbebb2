import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle';
import { DatabaseOidcAdapter } from './oidc-adapter';
import { purgeExpiredPassportRows } from './purge';

let testDb: TestDatabase;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => testDb?.drop());

describe('the oidc-provider storage', () => {
  it('finds what it stored, by id, by session uid and by user code', async () => {
    const sessions = new DatabaseOidcAdapter(db(), 'Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await new DatabaseOidcAdapter(db(), 'Interaction').find('s1')).toBeUndefined();

    const devices = new DatabaseOidcAdapter(db(), 'DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('marks a code consumed, so a second use is detected', async () => {
    const codes = new DatabaseOidcAdapter(db(), 'AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
  });

  it('revokes every token of a grant, and only of that model', async () => {
    const tokens = new DatabaseOidcAdapter(db(), 'AccessToken');
    const codes = new DatabaseOidcAdapter(db(), 'AuthorizationCode');
    await tokens.upsert('t1', { grantId: 'g2' }, 60);
    await tokens.upsert('t2', { grantId: 'g2' }, 60);
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeUndefined();
    expect(await codes.find('c2')).toEqual({ grantId: 'g2' });
  });

  it('ignores expired rows on read and lets the purge delete them', async () => {
    const interactions = new DatabaseOidcAdapter(db(), 'Interaction');
    await interactions.upsert('i1', { returnTo: '/x' }, 60);
    await db().execute(
      sql`update passport_oidc_payloads set expires_at = now() - interval '1 second' where id = 'i1'`,
    );
    expect(await interactions.find('i1')).toBeUndefined();
    const purged = await purgeExpiredPassportRows(db());
    expect(purged.oidcPayloads).toBeGreaterThanOrEqual(1);
    await interactions.destroy('i1');
  });
});

describe('login failures', () => {
  it('count only inside the 15-minute window', async () => {
    const attempt = { email: 'window@example.com', address: '198.51.100.7' };
    const longAgo = new Date(Date.now() - 16 * 60_000);
    for (let i = 0; i < 5; i += 1) await recordLoginFailure(db(), attempt, longAgo);
    await expect(assertLoginAllowed(db(), attempt)).resolves.toBeUndefined();
    for (let i = 0; i < 5; i += 1) await recordLoginFailure(db(), attempt);
    await expect(assertLoginAllowed(db(), attempt)).rejects.toMatchObject({
      key: 'passportTooManyAttempts',
      params: { minutes: 15 },
    });
    expect((await purgeExpiredPassportRows(db())).loginFailures).toBe(0);
  });
});
