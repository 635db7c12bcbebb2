import { CompactSign, importJWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BadgeCredential } from './badge-credential';
import { badgeSignerWithKey, generateBadgeKey, type BadgeSigner } from './badge-signer';
import { PUBLIC_URL, sampleSnapshot, VERIFY_ID, VERIFY_URL } from './test-snapshot';

const CERTIFICATE_ID = '5d0c3a0e-6f1b-4c55-9a43-0d3f1e0b7a21';

let signer: BadgeSigner;
let token: string;

const signed = (snapshot = sampleSnapshot()) =>
  signer.sign({
    certificateId: CERTIFICATE_ID,
    verifyId: VERIFY_ID,
    snapshot,
    verifyUrl: VERIFY_URL,
  });

const payloadOf = (jws: string) =>
  JSON.parse(Buffer.from(jws.split('.')[1]!, 'base64url').toString()) as BadgeCredential & {
    iss: string;
  };

const withPayload = (jws: string, payload: object) => {
  const [header, , signature] = jws.split('.');
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
};

beforeAll(async () => {
  signer = await badgeSignerWithKey(generateBadgeKey(), PUBLIC_URL);
  token = await signed();
});

describe('the Open Badges 3.0 credential of a certificate', () => {
  it('is a verifiable credential naming Qiao, the holder, the achievement and the score', () => {
    const credential = payloadOf(token);
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe(`urn:uuid:${CERTIFICATE_ID}`);
    expect(credential.issuer).toMatchObject({
      id: `${PUBLIC_URL}/api/cert/issuer`,
      url: PUBLIC_URL,
    });
    expect(credential.iss).toBe(credential.issuer.id);
    expect(credential.validFrom).toBe('2026-11-26T12:00:00.000Z');
    const subject = credential.credentialSubject;
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(subject.identifier.map((entry: { identityHash: string }) => entry.identityHash)).toEqual(
      ['Muhammad Ali', 'محمد علي'],
    );
    expect(subject.achievement.type).toEqual(['Achievement']);
    expect(subject.achievement.name).toMatch(/^YCT 1 .*Chinese for Children YCT 1/);
    expect(subject.achievement.criteria.narrative).toContain('80%');
    expect(subject.achievement.criteria.narrative).toContain('120 of 200');
    expect(subject.result[0]!.value).toBe('168');
    expect(credential.evidence[0]!.id).toBe(VERIFY_URL);
  });

  it('is signed RS256 with the published key named in its header', () => {
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('RS256');
    expect(header.kid).toBe(signer.jwks().keys[0]!.kid);
    expect(header.kid).toMatch(/^https:\/\/qiao\.example\/api\/cert\/issuer#/);
  });
});

describe('reading a badge back', () => {
  it('holds for a badge the platform signed, and names its verify id', async () => {
    expect(await signer.read(token)).toEqual({
      signatureValid: true,
      problem: null,
      verifyId: VERIFY_ID,
    });
  });

  it('fails the signature when the payload was changed (a better score)', async () => {
    const payload = payloadOf(token);
    payload.credentialSubject.result[0]!.value = '200';
    expect(await signer.read(withPayload(token, payload))).toMatchObject({
      signatureValid: false,
      problem: 'signature',
    });
  });

  it('fails the signature when the signature was changed', async () => {
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
    expect(await signer.read(`${header}.${payload}.${flipped}`)).toMatchObject({
      signatureValid: false,
      problem: 'signature',
    });
  });

  it('refuses a badge signed with another key, even one claiming to be Qiao', async () => {
    const other = await badgeSignerWithKey(generateBadgeKey(), PUBLIC_URL);
    const reading = await signer.read(
      await other.sign({
        certificateId: CERTIFICATE_ID,
        verifyId: VERIFY_ID,
        snapshot: sampleSnapshot(),
        verifyUrl: VERIFY_URL,
      }),
    );
    expect(reading.signatureValid).toBe(false);
    expect(['issuer', 'signature']).toContain(reading.problem);

    // The same key id in the header, the payload signed by the other key.
    const forged = await new CompactSign(new TextEncoder().encode(JSON.stringify(payloadOf(token))))
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: signer.jwks().keys[0]!.kid })
      .sign(await importJWK({ ...generateBadgeKey(), alg: 'RS256' }, 'RS256'));
    expect(await signer.read(forged)).toMatchObject({
      signatureValid: false,
      problem: 'signature',
    });
  });

  it('refuses a badge from another issuer', async () => {
    const elsewhere = await badgeSignerWithKey(generateBadgeKey(), 'https://other.example');
    const reading = await signer.read(
      await elsewhere.sign({
        certificateId: CERTIFICATE_ID,
        verifyId: VERIFY_ID,
        snapshot: sampleSnapshot(),
        verifyUrl: `https://other.example/pages/cert/verify?id=${VERIFY_ID}`,
      }),
    );
    expect(reading).toEqual({ signatureValid: false, problem: 'issuer', verifyId: null });
  });

  it('calls anything that is not a signed badge a format problem', async () => {
    for (const text of ['', 'hello', 'a.b', '{"type":"OpenBadgeCredential"}', `${token}.x`]) {
      expect((await signer.read(text)).problem).toBe('format');
    }
    const notABadge = await new CompactSign(new TextEncoder().encode('{"hello":"world"}'))
      .setProtectedHeader({ alg: 'RS256', kid: signer.jwks().keys[0]!.kid })
      .sign(await importJWK({ ...generateBadgeKey(), alg: 'RS256' }, 'RS256'));
    expect(await signer.read(notABadge)).toMatchObject({
      signatureValid: false,
      problem: 'format',
    });
  });
});

describe('the published key set', () => {
  it('holds the public key only', () => {
    const { keys } = signer.jwks();
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0]!).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    for (const privatePart of ['d', 'p', 'q', 'dp', 'dq', 'qi']) {
      expect(keys[0]).not.toHaveProperty(privatePart);
    }
  });
});
