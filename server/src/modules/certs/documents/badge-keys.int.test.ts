import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { badgeSigner } from './badge-signer';
import { registerBadgeKeyRoutes } from './badge-routes';
import { PUBLIC_URL, sampleSnapshot, VERIFY_ID, VERIFY_URL } from './test-snapshot';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.drop();
});

describe('the platform badge key', () => {
  it('is made once and kept: a second instance signs with the same key and reads the first one’s badges', async () => {
    const first = await badgeSigner(test.database.db, PUBLIC_URL);
    const second = await badgeSigner(await test.openAnother().then((db) => db.db), PUBLIC_URL);
    expect(second.jwks()).toEqual(first.jwks());
    const badge = await first.sign({
      certificateId: '5d0c3a0e-6f1b-4c55-9a43-0d3f1e0b7a21',
      verifyId: VERIFY_ID,
      snapshot: sampleSnapshot(),
      verifyUrl: VERIFY_URL,
    });
    expect(await second.read(badge)).toEqual({
      signatureValid: true,
      problem: null,
      verifyId: VERIFY_ID,
    });
  });

  it('is published without login: the JWK Set and the issuer profile naming the key', async () => {
    const app = Fastify();
    await registerBadgeKeyRoutes(app, { db: test.database.db, publicUrl: PUBLIC_URL });
    const signer = await badgeSigner(test.database.db, PUBLIC_URL);

    const jwks = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json()).toEqual(signer.jwks());
    expect(jwks.body).not.toMatch(/"(d|p|q|dp|dq|qi)"/);

    const issuer = await app.inject({ method: 'GET', url: '/api/cert/issuer' });
    expect(issuer.statusCode).toBe(200);
    const profile = issuer.json();
    expect(profile).toMatchObject({
      id: `${PUBLIC_URL}/api/cert/issuer`,
      type: ['Profile'],
      url: PUBLIC_URL,
    });
    expect(profile.verificationMethod[0].id).toBe(signer.jwks().keys[0]!.kid);
    expect(profile.verificationMethod[0].publicKeyJwk).toEqual(signer.jwks().keys[0]);
    await app.close();
  });
});
