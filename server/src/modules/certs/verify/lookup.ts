import { eq } from 'drizzle-orm';
import { normalizeHolderName } from '@qiao/contracts/certs';
import type { VerifiedCert } from '@qiao/contracts/certs-calls';
import type { Db } from '../../../platform/db/database';
import { certificates } from '../tables';

type CertificateRow = typeof certificates.$inferSelect;

/** What anyone may see of a certificate they named rightly: its state now and what it says. */
export function toVerifiedCert(row: CertificateRow): VerifiedCert {
  return {
    state: row.revokedAt ? 'revoked' : 'valid',
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
    snapshot: row.snapshot,
  };
}

export async function findByVerifyId(db: Db, verifyId: string): Promise<VerifiedCert | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.verifyId, verifyId));
  return row ? toVerifiedCert(row) : null;
}

/**
 * The certificate with this number (already normalised) when the name is one of its holder's
 * printed names, compared as people write them, with its verify id (the QR code's, which the
 * verify page's language links keep); `matches` is all the throttle learns.
 */
export async function findByNumberAndName(db: Db, number: string, name: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.number, number));
  const matches = Boolean(row?.holderNames.includes(normalizeHolderName(name)));
  const found =
    matches && row ? { certificate: toVerifiedCert(row), verifyId: row.verifyId } : null;
  return { matches, found };
}
