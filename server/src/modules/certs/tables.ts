import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATES, type CertCondition, type CertSnapshot } from '@qiao/contracts/certs';
import { instant } from '../../platform/db/columns';
import { courses } from '../catalogue/tables';
import { examAttempts } from '../exams/tables';
import { users } from '../users/tables';
import { learnerId } from '../users/owner-column';

/**
 * Certificates (decision 052). An application names a course and the names to print, with the
 * conditions as they stood when it was made; an admin decides it when one must. A certificate
 * freezes what it says (`snapshot`) when it is issued: a later change of name, course or scores
 * changes nothing of it. At most one valid certificate per holder and course; re-issuing after a
 * name correction revokes the old one in the same transaction.
 */

export const certApplications = pgTable(
  'cert_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: learnerId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The mock attempt that passed the course's exam level (the best one when applied). */
    examAttemptId: uuid('exam_attempt_id').references(() => examAttempts.id, {
      onDelete: 'set null',
    }),
    nameLatin: text('name_latin').notNull(),
    nameArabic: text('name_arabic').notNull(),
    state: text('state', { enum: APPLICATION_STATES }).notNull().default('pending'),
    /** Why it waits for an admin (null: issued at once). */
    waitsBecause: text('waits_because', {
      enum: ['approvalRequired', 'nameDiffers', 'replacesCertificate'],
    }),
    /** The conditions with the learner's figures when applying, as the admin sees them. */
    conditions: jsonb('conditions').$type<CertCondition[]>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
  },
  (table) => [
    // One application waiting per learner and course.
    uniqueIndex('cert_applications_pending_idx')
      .on(table.userId, table.courseId)
      .where(sql`${table.state} = 'pending'`),
    index('cert_applications_user_idx').on(table.userId, table.createdAt),
    index('cert_applications_state_idx').on(table.state, table.createdAt),
  ],
);

/** Counts certificates across all years for the number people read (`QIAO-YCT1-2026-000123`). */
export const certNumberSequence = pgSequence('cert_number_seq', { startWith: 1 });

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** 128 random bits as 32 hexadecimal characters: the QR code's address. */
    verifyId: text('verify_id').notNull().unique(),
    userId: learnerId(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => certApplications.id, { onDelete: 'cascade' }),
    /** What the certificate says, frozen at issue. */
    snapshot: jsonb('snapshot').$type<CertSnapshot>().notNull(),
    /** Both printed names, normalised (normalizeHolderName), for the number-and-name check. */
    holderNames: text('holder_names').array().notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
    revokeReason: text('revoke_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // Issued once per holder and course: a valid one at most.
    uniqueIndex('certificates_valid_idx')
      .on(table.userId, table.courseId)
      .where(sql`${table.revokedAt} is null`),
    index('certificates_user_idx').on(table.userId, table.issuedAt),
    index('certificates_issued_idx').on(table.issuedAt),
  ],
);

export const CERT_VERIFY_FAILURE_SCOPES = ['number', 'address', 'spent'] as const;

/**
 * Wrong number-and-name checks, counted per certificate number and per address within a sliding
 * window, as wrong share codes are (decision 032): past a few, every check costs work.
 */
export const certVerifyFailures = pgTable(
  'cert_verify_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: CERT_VERIFY_FAILURE_SCOPES }).notNull(),
    key: text('key').notNull(),
    failedAt: instant('failed_at').notNull().defaultNow(),
  },
  (table) => [
    index('cert_verify_failures_key_idx').on(table.scope, table.key, table.failedAt),
    index('cert_verify_failures_failed_at_idx').on(table.failedAt),
  ],
);

/** The certificate settings an admin changes on the admin page (one row). */
export const certSettings = pgTable('cert_settings', {
  id: boolean('id').primaryKey().default(true),
  /** Every application waits for an admin's approval. */
  approvalRequired: boolean('approval_required').notNull().default(false),
});
