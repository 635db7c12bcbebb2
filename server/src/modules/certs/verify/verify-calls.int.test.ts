import { describe, expect, it } from 'vitest';
import type { VerifiedCert } from '@qiao/contracts/certs-calls';
import { CERT_VERIFY_THROTTLE } from './throttle-rules';
import { solveVerifyChallenge, useVerifyServer, type VerifyChallenge } from './verify-test-setup';

const { newCertificate, newVisitor } = useVerifyServer();
const POW_REQUIRED = 3778;
type Found = { found: boolean; certificate: VerifiedCert | null };

describe('anyone verifies a certificate without logging in', () => {
  it('finds a valid certificate by the verify id its QR code holds, with the frozen details', async () => {
    const cert = await newCertificate();
    const answer = await newVisitor().call<Found>('verifyCert', {
      verifyId: cert.verifyId.toUpperCase(),
    });
    expect(answer.code).toBe(0);
    expect(answer.data.found).toBe(true);
    expect(answer.data.certificate).toMatchObject({
      state: 'valid',
      revokedAt: null,
      snapshot: { number: cert.number, nameLatin: 'Layla Hassan', nameArabic: 'ليلى حسن' },
    });
  });

  it('finds it by number and holder name, however the name is spaced or cased and the number typed', async () => {
    const cert = await newCertificate();
    const visitor = newVisitor();
    const typed = ` ${cert.number.toLowerCase().replace('-2026-', '-2026 - ')} `;
    for (const name of ['  LAYLA   hassan ', 'ليلى  حسن', 'layla hassan']) {
      const answer = await visitor.call<Found>('verifyCert', { number: typed, name });
      expect(answer.code).toBe(0);
      expect(answer.data.found).toBe(true);
      expect(answer.data.certificate?.snapshot.number).toBe(cert.number);
    }
  });

  it('answers "not found" alike for a wrong name and a wrong number, and lists nothing', async () => {
    const cert = await newCertificate();
    const other = await newCertificate({ nameLatin: 'Omar Said', nameArabic: 'عمر سعيد' });
    const visitor = newVisitor();
    const wrongName = await visitor.call<Found>('verifyCert', {
      number: cert.number,
      name: 'Omar Said',
    });
    const wrongNumber = await visitor.call<Found>('verifyCert', {
      number: cert.number.replace(/\d$/, (d) => String((Number(d) + 5) % 10)),
      name: 'Layla Hassan',
    });
    for (const answer of [wrongName, wrongNumber]) {
      expect(answer.code).toBe(0);
      expect(answer.data).toEqual({ found: false, certificate: null });
    }
    expect(JSON.stringify(wrongName)).not.toContain(other.number);
  });

  it('shows a revoked certificate as revoked, with the date and the reason', async () => {
    const revokedAt = new Date('2026-11-25T08:00:00.000Z');
    const cert = await newCertificate({
      revoked: { at: revokedAt, reason: 'Name corrected; replaced by a new certificate' },
    });
    const answer = await newVisitor().call<Found>('verifyCert', {
      number: cert.number,
      name: 'Layla Hassan',
    });
    expect(answer.data.certificate).toMatchObject({
      state: 'revoked',
      revokedAt: revokedAt.toISOString(),
      revokeReason: 'Name corrected; replaced by a new certificate',
    });
  });

  it('makes guessing cost work past the free misses, and a solved challenge lets one check through', async () => {
    const cert = await newCertificate();
    const guesser = newVisitor();
    for (let n = 0; n < CERT_VERIFY_THROTTLE.freeFailures.address; n += 1) {
      const miss = await guesser.call<Found>('verifyCert', {
        number: cert.number,
        name: `Guess ${n}x`,
      });
      expect(miss.data.found).toBe(false);
    }
    // Even the right pair is not looked at without the work: no oracle for free.
    const right = { number: cert.number, name: 'Layla Hassan' };
    const asked = await guesser.call<{ challenge: VerifyChallenge }>('verifyCert', right);
    expect(asked.code).toBe(POW_REQUIRED);
    expect(asked.message).not.toBe('');
    expect(JSON.stringify(asked)).not.toContain('Layla');
    const { challenge } = asked.data;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');

    const payload = await solveVerifyChallenge(challenge);
    const paid = await guesser.call<Found>('verifyCert', { ...right, altcha: payload });
    expect(paid.code).toBe(0);
    expect(paid.data.found).toBe(true);
    // A solution serves once.
    const again = await guesser.call<Found>('verifyCert', { ...right, altcha: payload });
    expect(again.code).toBe(POW_REQUIRED);
    // Another address is not held up, nor is the verify id.
    expect((await newVisitor().call<Found>('verifyCert', right)).data.found).toBe(true);
    const byId = await guesser.call<Found>('verifyCert', { verifyId: cert.verifyId });
    expect(byId.data.found).toBe(true);
  });

  it('asks every address for work once one number has had its free misses from many addresses', async () => {
    const cert = await newCertificate();
    for (let n = 0; n < CERT_VERIFY_THROTTLE.freeFailures.number; n += 1) {
      await newVisitor().call('verifyCert', {
        number: cert.number,
        name: `Guess ${n}x`,
      });
    }
    const fresh = newVisitor();
    const right = { number: cert.number, name: 'Layla Hassan' };
    const asked = await fresh.call<{ challenge: VerifyChallenge }>('verifyCert', right);
    expect(asked.code).toBe(POW_REQUIRED);
    const payload = await solveVerifyChallenge(asked.data.challenge);
    // A challenge made for another address does not pay for this one.
    const elsewhere = await newVisitor().call('verifyCert', {
      ...right,
      altcha: payload,
    });
    expect(elsewhere.code).toBe(POW_REQUIRED);
    const paid = await fresh.call<Found>('verifyCert', { ...right, altcha: payload });
    expect(paid.data.found).toBe(true);
  });

  it('judges concurrent guesses one after the other: no more free misses than the count allows', async () => {
    const cert = await newCertificate();
    const guesser = newVisitor();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        guesser.call<Found>('verifyCert', { number: cert.number, name: `Guess ${n}x` }),
      ),
    );
    const judged = answers.filter((answer) => answer.code === 0);
    expect(judged).toHaveLength(CERT_VERIFY_THROTTLE.freeFailures.address);
    expect(answers.filter((answer) => answer.code === POW_REQUIRED)).toHaveLength(
      12 - CERT_VERIFY_THROTTLE.freeFailures.address,
    );
  });

  it('says a pasted badge that is not a signed credential does not hold', async () => {
    const answer = await newVisitor().call<{
      signatureValid: boolean;
      certificate: unknown;
    }>('verifyCertBadge', { badge: 'eyJhbGciOiJFUzI1NiJ9.eyJmYWtlIjp0cnVlfQ.c2lnbmF0dXJl' });
    expect(answer.code).toBe(0);
    expect(answer.data.signatureValid).toBe(false);
    expect(answer.data.certificate).toBeNull();
  });
});
