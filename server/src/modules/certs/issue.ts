import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizeHolderName, type CertSnapshot } from '@qiao/contracts/certs';
import { levelName } from '@qiao/contracts/exams';
import { queryRows, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { courses } from '../catalogue';
import { examAttempts } from '../exams';
import { formatCertNumber, newVerifyId } from './rules/cert-number';
import type { ApplicationRow, CertificateRow } from './presenter';
import { certificates } from './tables';

/**
 * Issuing an application's certificate inside the caller's transaction: the details are frozen
 * into the snapshot now, a valid certificate of the same course (a name correction) is revoked
 * first, and the partial unique index on valid certificates turns a second issue racing this one
 * into "already issued".
 */

export const QIAO_ISSUER = { ar: 'جسر', zh: '桥', en: 'Qiao' } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const figureOf = (application: ApplicationRow, kind: 'courseDone' | 'lessonTests' | 'examPassed') =>
  application.conditions.find((condition) => condition.kind === kind);

async function snapshotOf(
  tx: Tx,
  application: ApplicationRow,
  number: string,
  issuedAt: Date,
  publicUrl: string,
): Promise<CertSnapshot> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, application.courseId));
  if (!course?.examFamily || !course.examLevel) throw new AppError('certCourseNotFound');
  const [attempt] = application.examAttemptId
    ? await tx
        .select({ submittedAt: examAttempts.submittedAt })
        .from(examAttempts)
        .where(eq(examAttempts.id, application.examAttemptId))
    : [];
  const exam = figureOf(application, 'examPassed');
  return {
    number,
    nameLatin: application.nameLatin,
    nameArabic: application.nameArabic,
    course: { id: course.id, title: course.title },
    exam: {
      family: course.examFamily,
      level: course.examLevel,
      levelName: levelName(course.examFamily, course.examLevel),
      points: exam?.have ?? 0,
      max: exam?.max ?? 0,
      pass: exam?.need ?? 0,
      takenAt: (attempt?.submittedAt ?? application.createdAt).toISOString(),
    },
    courseDone: figureOf(application, 'courseDone')?.have ?? 0,
    lessonTestAccuracy: figureOf(application, 'lessonTests')?.have ?? null,
    issuedAt: issuedAt.toISOString(),
    issuer: { name: { ...QIAO_ISSUER }, url: publicUrl },
  };
}

export async function issueCertificate(
  tx: Tx,
  application: ApplicationRow,
  options: { publicUrl: string; now: Date; decidedBy: string | null },
): Promise<CertificateRow> {
  const { now } = options;
  const [{ seq }] = (await queryRows<{ seq: number }>(
    tx,
    sql`select nextval('cert_number_seq')::int as seq`,
  )) as [{ seq: number }];
  const [course] = await tx
    .select({ family: courses.examFamily, level: courses.examLevel })
    .from(courses)
    .where(eq(courses.id, application.courseId));
  if (!course?.family || !course.level) throw new AppError('certCourseNotFound');
  const number = formatCertNumber(course.family, course.level, now, Number(seq));
  await tx
    .update(certificates)
    .set({ revokedAt: now, revokeReason: `replaced by ${number}`, revokedBy: options.decidedBy })
    .where(
      and(
        eq(certificates.userId, application.userId),
        eq(certificates.courseId, application.courseId),
        isNull(certificates.revokedAt),
      ),
    );
  const [issued] = await tx
    .insert(certificates)
    .values({
      number,
      verifyId: newVerifyId(),
      userId: application.userId,
      courseId: application.courseId,
      applicationId: application.id,
      snapshot: await snapshotOf(tx, application, number, now, options.publicUrl),
      holderNames: [
        normalizeHolderName(application.nameLatin),
        normalizeHolderName(application.nameArabic),
      ],
      issuedAt: now,
    })
    // Another issue of the same holder and course got in first.
    .onConflictDoNothing()
    .returning();
  if (!issued) throw new AppError('certAlreadyIssued');
  return issued;
}
