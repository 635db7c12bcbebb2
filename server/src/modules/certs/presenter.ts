import type { CertApplication, CertSummary } from '@qiao/contracts/certs-calls';
import { downloadCertBadge, downloadCertPdf } from '@qiao/contracts/certs-calls';
import type { LocalText } from '@qiao/contracts/catalogue';
import { levelName, type ExamFamily } from '@qiao/contracts/exams';
import type { certApplications, certificates } from './tables';

/** What the API answers of certificates and applications, from their rows. */

export type CertificateRow = typeof certificates.$inferSelect;
export type ApplicationRow = typeof certApplications.$inferSelect;

/** The public verify page of a certificate: what its QR code holds. */
export function certVerifyUrl(publicUrl: string, verifyId: string): string {
  return `${publicUrl}/pages/cert/verify?id=${verifyId}`;
}

const download = (path: string, certificateId: string) =>
  `${path}?certificateId=${encodeURIComponent(certificateId)}`;

export function presentCertificate(row: CertificateRow, publicUrl: string): CertSummary {
  return {
    certificateId: row.id,
    number: row.number,
    verifyId: row.verifyId,
    state: row.revokedAt ? 'revoked' : 'valid',
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
    snapshot: row.snapshot,
    pdfUrl: download(downloadCertPdf.path, row.id),
    badgeUrl: download(downloadCertBadge.path, row.id),
    verifyUrl: certVerifyUrl(publicUrl, row.verifyId),
  };
}

/** An application with what its list shows beside it. */
export interface ApplicationView {
  application: ApplicationRow;
  course: { title: LocalText; family: ExamFamily | null; level: number | null };
  examRealName: string | null;
  certificateId: string | null;
  applicant?: { userId: string; name: string; email: string };
}

export function presentApplication(view: ApplicationView): CertApplication {
  const { application: row, course } = view;
  return {
    applicationId: row.id,
    state: row.state,
    courseId: row.courseId,
    courseTitle: course.title,
    levelName: course.family && course.level ? levelName(course.family, course.level) : '',
    nameLatin: row.nameLatin,
    nameArabic: row.nameArabic,
    examRealName: view.examRealName,
    waitsBecause: row.waitsBecause,
    conditions: row.conditions,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    certificateId: view.certificateId,
    ...(view.applicant ? { applicant: view.applicant } : {}),
  };
}
