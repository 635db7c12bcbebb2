import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { normalizeCertNumber, normalizeHolderName } from '@qiao/contracts/certs';
import type { ApplicationState } from '@qiao/contracts/certs';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { users } from '../users';
import { issueCertificate } from './issue';
import { presentApplication, presentCertificate } from './presenter';
import { viewsOf } from './queries';
import { certApplications, certificates } from './tables';

/** The admins' certificate calls: the queue, decisions, the issued list and revocation. */

export async function applicationsInState(
  db: Db,
  input: PageRequest & { state: ApplicationState },
) {
  const where = eq(certApplications.state, input.state);
  // The queue is worked oldest first; decided lists read newest first.
  const order =
    input.state === 'pending'
      ? [asc(certApplications.createdAt), asc(certApplications.id)]
      : [desc(certApplications.decidedAt), desc(certApplications.id)];
  const rows = await onePage(
    db
      .select()
      .from(certApplications)
      .where(where)
      .orderBy(...order),
    input,
  );
  const [total] = await db.select({ total: count() }).from(certApplications).where(where);
  return {
    list: (await viewsOf(db, rows, true)).map(presentApplication),
    total: total?.total ?? 0,
  };
}

type Decision =
  | { applicationId: string; decision: 'approve' }
  | { applicationId: string; decision: 'reject'; reason: string };

/**
 * Approves a pending application (its certificate is issued, one it replaces revoked, all in one
 * transaction) or rejects it with a reason. The row is locked, so two admins deciding at once
 * decide once.
 */
export async function decideApplication(
  db: Db,
  adminId: string,
  input: Decision,
  publicUrl: string,
  now = new Date(),
) {
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(certApplications)
      .where(eq(certApplications.id, input.applicationId))
      .for('update');
    if (!row) throw new AppError('certApplicationNotFound');
    if (row.state !== 'pending') throw new AppError('certApplicationDecided');
    const [updated] = await tx
      .update(certApplications)
      .set(
        input.decision === 'approve'
          ? { state: 'issued', decidedAt: now, decidedBy: adminId }
          : { state: 'rejected', decidedAt: now, decidedBy: adminId, rejectReason: input.reason },
      )
      .where(eq(certApplications.id, row.id))
      .returning();
    if (input.decision === 'approve') {
      await issueCertificate(tx, updated!, { publicUrl, now, decidedBy: adminId });
    }
    return updated!;
  });
  const [view] = await viewsOf(db, [decided], true);
  return { application: presentApplication(view!) };
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Issued certificates, newest first; a search finds a number (any part) or a printed name. */
export async function issuedCertificates(
  db: Db,
  input: PageRequest & { search?: string },
  publicUrl: string,
) {
  const search = input.search?.trim();
  const where = search
    ? or(
        ilike(certificates.number, containing(normalizeCertNumber(search))),
        sql`exists (select 1 from unnest(${certificates.holderNames}) as holder_name
                     where holder_name like ${containing(normalizeHolderName(search))})`,
      )
    : undefined;
  const rows = await onePage(
    db
      .select({ certificate: certificates, email: users.email })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id)),
    input,
  );
  const [total] = await db.select({ total: count() }).from(certificates).where(where);
  return {
    list: rows.map(({ certificate, email }) => ({
      ...presentCertificate(certificate, publicUrl),
      holder: { userId: certificate.userId, email: email ?? '' },
    })),
    total: total?.total ?? 0,
  };
}

/** Revokes a certificate with a reason; one revoked already says so. */
export async function revokeCertificate(
  db: Db,
  adminId: string,
  input: { certificateId: string; reason: string },
  publicUrl: string,
  now = new Date(),
) {
  const [revoked] = await db
    .update(certificates)
    .set({ revokedAt: now, revokeReason: input.reason, revokedBy: adminId })
    .where(and(eq(certificates.id, input.certificateId), sql`${certificates.revokedAt} is null`))
    .returning();
  if (revoked) return { certificate: presentCertificate(revoked, publicUrl) };
  const [exists] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.id, input.certificateId));
  throw new AppError(exists ? 'certAlreadyRevoked' : 'certNotFound');
}
