import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { courses } from '../catalogue';
import { examAttempts } from '../exams';
import { users } from '../users';
import type { ApplicationRow, ApplicationView } from './presenter';
import { certApplications, certificates } from './tables';

/** Reads of applications and certificates with what their answers show beside them. */

/** Each application's course, the real name of its counted attempt and its certificate. */
export async function viewsOf(
  db: Db,
  rows: readonly ApplicationRow[],
  withApplicant = false,
): Promise<ApplicationView[]> {
  if (rows.length === 0) return [];
  const courseRows = await db
    .select({
      id: courses.id,
      title: courses.title,
      family: courses.examFamily,
      level: courses.examLevel,
    })
    .from(courses)
    .where(inArray(courses.id, [...new Set(rows.map((row) => row.courseId))]));
  const attemptIds = rows.flatMap((row) => (row.examAttemptId ? [row.examAttemptId] : []));
  const attempts = attemptIds.length
    ? await db
        .select({ id: examAttempts.id, realName: examAttempts.realName })
        .from(examAttempts)
        .where(inArray(examAttempts.id, attemptIds))
    : [];
  const issued = await db
    .select({ id: certificates.id, applicationId: certificates.applicationId })
    .from(certificates)
    .where(
      inArray(
        certificates.applicationId,
        rows.map((row) => row.id),
      ),
    );
  const applicants = withApplicant
    ? await db
        .select({
          id: users.id,
          userName: users.userName,
          loginName: users.loginName,
          email: users.email,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]))
    : [];
  const courseOf = new Map(courseRows.map((row) => [row.id, row]));
  const nameOf = new Map(attempts.map((row) => [row.id, row.realName]));
  const certificateOf = new Map(issued.map((row) => [row.applicationId, row.id]));
  const applicantOf = new Map(applicants.map((row) => [row.id, row]));
  return rows.map((application) => {
    const course = courseOf.get(application.courseId);
    const applicant = applicantOf.get(application.userId);
    return {
      application,
      course: course ?? { title: { zh: '', ar: '', en: '' }, family: null, level: null },
      examRealName: application.examAttemptId
        ? (nameOf.get(application.examAttemptId) ?? null)
        : null,
      certificateId: certificateOf.get(application.id) ?? null,
      ...(applicant
        ? {
            applicant: {
              userId: applicant.id,
              name: applicant.userName || applicant.loginName,
              email: applicant.email ?? '',
            },
          }
        : {}),
    };
  });
}

/** The learner's valid certificate of a course, if any. */
export async function validCertificate(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, courseId),
        isNull(certificates.revokedAt),
      ),
    );
  return row ?? null;
}

/** The learner's latest application of a course, if any. */
export async function latestApplication(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certApplications)
    .where(and(eq(certApplications.userId, userId), eq(certApplications.courseId, courseId)))
    .orderBy(desc(certApplications.createdAt), desc(certApplications.id))
    .limit(1);
  return row ?? null;
}
