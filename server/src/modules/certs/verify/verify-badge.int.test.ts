import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VerifiedCert } from '@qiao/contracts/certs-calls';
import { badgeSigner } from '../documents';
import { certificates } from '../tables';
import { useVerifyServer } from './verify-test-setup';

const { server, db, newCertificate, newVisitor } = useVerifyServer();
type BadgeAnswer = {
  signatureValid: boolean;
  problem: string | null;
  certificate: VerifiedCert | null;
};

/** The badge the holder downloads: signed with the platform's key, naming the verify page. */
async function signedBadge(cert: Awaited<ReturnType<typeof newCertificate>>) {
  const [row] = await db()
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.verifyId, cert.verifyId));
  const signer = await badgeSigner(db(), server().config.publicUrl);
  return signer.sign({
    certificateId: row!.id,
    verifyId: cert.verifyId,
    snapshot: cert.snapshot,
    verifyUrl: `${server().config.publicUrl}/pages/cert/verify?id=${cert.verifyId}`,
  });
}

/** The same badge with the holder's name changed in its payload, the signature left as it was. */
function tampered(jws: string): string {
  const [header, payload, signature] = jws.split('.');
  const text = Buffer.from(payload!, 'base64url').toString('utf8');
  const forged = text.replaceAll('Layla Hassan', 'Mallory Hassan');
  expect(forged).not.toBe(text);
  return [header, Buffer.from(forged, 'utf8').toString('base64url'), signature].join('.');
}

describe('a badge file says whether its signature holds', () => {
  it('shows the certificate a genuine badge names, as it stands now', async () => {
    const cert = await newCertificate();
    const badge = await signedBadge(cert);
    const visitor = newVisitor();
    const answer = await visitor.call<BadgeAnswer>('verifyCertBadge', { badge: `\n${badge}\n` });
    expect(answer.data).toMatchObject({
      signatureValid: true,
      problem: null,
      certificate: { state: 'valid', snapshot: { number: cert.number } },
    });
    // Revoked after the badge was downloaded: the badge still holds, the certificate does not.
    await db()
      .update(certificates)
      .set({ revokedAt: new Date('2026-11-26T09:00:00Z'), revokeReason: 'Name corrected' })
      .where(eq(certificates.verifyId, cert.verifyId));
    const later = await visitor.call<BadgeAnswer>('verifyCertBadge', { badge });
    expect(later.data.signatureValid).toBe(true);
    expect(later.data.certificate).toMatchObject({
      state: 'revoked',
      revokeReason: 'Name corrected',
    });
    const page = new FormData();
    page.set('check', 'badge');
    page.set('badgeFile', new Blob([badge]), 'qiao-badge.jwt');
    const { html } = await visitor.post(page, { lang: 'en' });
    expect(html).toContain('The badge signature holds');
    expect(html).toContain('This certificate was revoked');
  });

  it('says a tampered badge does not hold, pasted or uploaded, and shows no certificate with it', async () => {
    const cert = await newCertificate();
    const forged = tampered(await signedBadge(cert));
    const visitor = newVisitor();
    const answer = await visitor.call<BadgeAnswer>('verifyCertBadge', { badge: forged });
    expect(answer.data).toEqual({ signatureValid: false, problem: 'signature', certificate: null });

    const pasted = await visitor.post(new URLSearchParams({ check: 'badge', badge: forged }), {
      lang: 'en',
    });
    expect(pasted.html).toContain('The badge signature does not hold');
    expect(pasted.html).not.toContain('Mallory');
    const uploaded = new FormData();
    uploaded.set('check', 'badge');
    uploaded.set('badgeFile', new Blob([forged]), 'qiao-badge.jwt');
    const zh = await visitor.post(uploaded, { lang: 'zh' });
    expect(zh.html).toContain('徽章签名无效');
    const ar = await visitor.post(uploaded, { lang: 'ar' });
    expect(ar.html).toContain('توقيع الشارة غير صحيح');
  });
});
