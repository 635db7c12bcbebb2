import { z } from 'zod';
import { localText } from './catalogue';
import {
  APPLICATION_STATES,
  ARABIC_NAME_PATTERN,
  CERT_LIMITS,
  CERT_STATES,
  certCondition,
  certNumber,
  certSnapshot,
  holderName,
  singleSpaced,
  LATIN_OR_CHINESE_NAME_PATTERN,
  verifyId,
} from './certs';
import { EXAM_FAMILIES } from './exams';
import { paged, pageFields } from './pagination';
import { defineRoute } from './route';
import { challengeSolution } from './share';

/**
 * The calls of certificates (spec learning area §7 `/api/cert/getPersonalCertList`,
 * `getYctCertByMukeId`, and the calls the apply, check, verify and admin pages need beside them).
 * A learner sees only their own applications and certificates; a certificate or application of
 * someone else answers "not found", as one that does not exist. Verification needs no login.
 */
const certs = { tags: ['certificates'] } as const;
const path = (name: string) => `/api/cert/${name}`;

const courseId = z.string().uuid();
const certificateId = z.string().uuid();
const applicationId = z.string().uuid();
const reason = z.string().trim().min(1).max(CERT_LIMITS.maxReason);

/** A course that prepares an exam level, with where the learner stands on each condition. */
export const certCourse = z.object({
  courseId: z.string(),
  title: localText,
  cover: z.string().nullable(),
  exam: z.object({ family: z.enum(EXAM_FAMILIES), level: z.number().int(), levelName: z.string() }),
  conditions: z.array(certCondition),
  allMet: z.boolean(),
});
export type CertCourse = z.infer<typeof certCourse>;

/** A certificate as its holder and admins list it. */
export const certSummary = z.object({
  certificateId: z.string(),
  number: z.string(),
  verifyId: z.string(),
  state: z.enum(CERT_STATES),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  snapshot: certSnapshot,
  /** Addresses of the holder's downloads (GET, session cookie). */
  pdfUrl: z.string(),
  badgeUrl: z.string(),
  /** The public verify page of this certificate (what its QR code holds). */
  verifyUrl: z.string(),
});
export type CertSummary = z.infer<typeof certSummary>;

/** An application, as its learner checks it and as an admin decides it. */
export const certApplication = z.object({
  applicationId: z.string(),
  state: z.enum(APPLICATION_STATES),
  courseId: z.string(),
  courseTitle: localText,
  levelName: z.string(),
  nameLatin: z.string(),
  nameArabic: z.string(),
  /** The name given before the counted exam, when the paper asked for one. */
  examRealName: z.string().nullable(),
  /** Why it waits for an admin: the setting says so, or the name differs from the exam's. */
  waitsBecause: z.enum(['approvalRequired', 'nameDiffers', 'replacesCertificate']).nullable(),
  conditions: z.array(certCondition),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  certificateId: z.string().nullable(),
  /** Admins' lists only: who applied. */
  applicant: z.object({ userId: z.string(), name: z.string(), email: z.string() }).optional(),
});
export type CertApplication = z.infer<typeof certApplication>;

export const getCertCourses = defineRoute({
  ...certs,
  method: 'POST',
  path: path('getCertCourses'),
  summary:
    'The courses preparing an exam level that the learner has begun, each with the conditions ' +
    '(course done, lesson-test accuracy, exam passed) and the learner’s own figures',
  body: z.object({}).optional(),
  data: z.object({ list: z.array(certCourse) }),
});

export const getCertConditions = defineRoute({
  ...certs,
  method: 'POST',
  path: path('getCertConditions'),
  summary:
    'One course’s conditions with the learner’s figures and what is missing, the name given ' +
    'before the counted exam (to fill the form), and any application or certificate of it',
  body: z.object({ courseId }),
  data: z.object({
    course: certCourse,
    examRealName: z.string().nullable(),
    approvalRequired: z.boolean(),
    application: certApplication.nullable(),
    certificate: certSummary.nullable(),
  }),
});

export const applyCert = defineRoute({
  ...certs,
  method: 'POST',
  path: path('applyCert'),
  summary:
    'Applies for the course’s certificate with the names to print. Checked against the ' +
    'conditions; issued at once unless an admin must approve (the setting, a name that differs ' +
    'from the one given before the exam, or a correction of a certificate already issued, which ' +
    'the new one revokes when issued)',
  body: z.object({
    courseId,
    // Printed as typed, save the runs of spaces a slip of the keyboard leaves.
    nameLatin: holderName.regex(LATIN_OR_CHINESE_NAME_PATTERN).transform(singleSpaced),
    nameArabic: holderName.regex(ARABIC_NAME_PATTERN).transform(singleSpaced),
  }),
  data: z.object({ application: certApplication, certificate: certSummary.nullable() }),
});

export const getCertApplications = defineRoute({
  ...certs,
  method: 'POST',
  path: path('getCertApplications'),
  summary: 'The learner’s applications, newest first, with their state (cert/check)',
  body: z.object(pageFields),
  data: paged(certApplication),
});

export const getPersonalCertList = defineRoute({
  ...certs,
  method: 'POST',
  path: path('getPersonalCertList'),
  summary: 'The learner’s certificates, newest first, valid and revoked, with their downloads',
  body: z.object(pageFields),
  data: paged(certSummary),
});

export const getYctCertByMukeId = defineRoute({
  ...certs,
  method: 'POST',
  path: path('getYctCertByMukeId'),
  summary: 'The learner’s valid certificate of one course (`mukeId`: the MOOC’s id), or null',
  body: z.object({ mukeId: courseId }),
  data: z.object({ certificate: certSummary.nullable() }),
});

export const downloadCertPdf = defineRoute({
  ...certs,
  method: 'GET',
  path: path('certificatePdf'),
  summary: 'The certificate as a PDF (holder only): names, course, level, score, date, QR code',
  query: z.object({ certificateId }),
  data: z.unknown(),
});

export const downloadCertBadge = defineRoute({
  ...certs,
  method: 'GET',
  path: path('certificateBadge'),
  summary:
    'The certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential signed by the ' +
    'platform as a JWT), for a wallet (holder only)',
  query: z.object({ certificateId }),
  data: z.unknown(),
});

/** What anyone sees of a certificate they named rightly. */
export const verifiedCert = z.object({
  state: z.enum(CERT_STATES),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  snapshot: certSnapshot,
});
export type VerifiedCert = z.infer<typeof verifiedCert>;

export const verifyCert = defineRoute({
  ...certs,
  method: 'POST',
  path: path('verifyCert'),
  summary:
    'Public: a certificate by its verify id (the QR code), or by its number with the holder’s ' +
    'name (both must match; no listing). Guessing costs work as share codes do: past a few ' +
    'misses the answer is "proof of work required" with a challenge',
  noLogin: true,
  body: z.union([
    z.object({ verifyId }),
    z.object({ number: certNumber, name: holderName, altcha: challengeSolution }),
  ]),
  data: z.object({ found: z.boolean(), certificate: verifiedCert.nullable() }),
});

export const verifyCertBadge = defineRoute({
  ...certs,
  method: 'POST',
  path: path('verifyCertBadge'),
  summary:
    'Public: whether a badge file’s signature holds against the platform’s published key, and ' +
    'the certificate it names as it stands now',
  noLogin: true,
  body: z.object({ badge: z.string().trim().min(1).max(CERT_LIMITS.maxBadgeBytes) }),
  data: z.object({
    signatureValid: z.boolean(),
    /** Why it does not hold: bad signature, not ours, not a badge. */
    problem: z.enum(['signature', 'issuer', 'format']).nullable(),
    certificate: verifiedCert.nullable(),
  }),
});

// Admins: the queue, decisions, revocation and the approval setting.

export const adminCertApplications = defineRoute({
  ...certs,
  method: 'POST',
  path: path('admin/applications'),
  summary: 'Applications in a state (pending first, oldest first), with the applicants',
  permission: ['review', 'Certificate'],
  body: z.object({ ...pageFields, state: z.enum(APPLICATION_STATES).default('pending') }),
  data: paged(certApplication),
});

export const adminDecideCertApplication = defineRoute({
  ...certs,
  method: 'POST',
  path: path('admin/decide'),
  summary:
    'Approves a pending application (the certificate is issued; one it replaces is revoked) or ' +
    'rejects it with a reason',
  permission: ['review', 'Certificate'],
  body: z.discriminatedUnion('decision', [
    z.object({ applicationId, decision: z.literal('approve') }),
    z.object({ applicationId, decision: z.literal('reject'), reason }),
  ]),
  data: z.object({ application: certApplication }),
});

export const adminCertificates = defineRoute({
  ...certs,
  method: 'POST',
  path: path('admin/certificates'),
  summary: 'Issued certificates, newest first, found by number or holder name',
  permission: ['review', 'Certificate'],
  body: z.object({ ...pageFields, search: z.string().trim().max(60).optional() }),
  data: paged(certSummary.extend({ holder: z.object({ userId: z.string(), email: z.string() }) })),
});

export const adminRevokeCert = defineRoute({
  ...certs,
  method: 'POST',
  path: path('admin/revoke'),
  summary: 'Revokes a certificate with a reason; its verify page says so at once',
  permission: ['review', 'Certificate'],
  body: z.object({ certificateId, reason }),
  data: z.object({ certificate: certSummary }),
});

export const adminCertSettings = defineRoute({
  ...certs,
  method: 'POST',
  path: path('admin/settings'),
  summary: 'Whether every application waits for an admin; sent with a value, sets it',
  permission: ['review', 'Certificate'],
  body: z.object({ approvalRequired: z.boolean().optional() }),
  data: z.object({ approvalRequired: z.boolean() }),
});
