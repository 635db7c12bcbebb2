import { and, count, desc, eq, sql } from 'drizzle-orm';
import { normalizeHolderName } from '@qiao/contracts/certs';
import type { CertCourse } from '@qiao/contracts/certs-calls';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { unprintableCharacters } from './documents';
import { issueCertificate } from './issue';
import { presentApplication, presentCertificate } from './presenter';
import { latestApplication, validCertificate, viewsOf } from './queries';
import { allMet } from './rules/conditions';
import { waitsBecause } from './rules/waits';
import { approvalRequired } from './settings';
import {
  begunExamCourses,
  courseLevelName,
  coverOf,
  findExamCourse,
  standingOn,
  type Standing,
} from './standing';
import { certApplications, certificates } from './tables';

/** A learner's certificate calls: where they stand, applying, and their own lists. */

function presentCourse({ course, conditions }: Standing): CertCourse {
  return {
    courseId: course.id,
    title: course.title,
    cover: coverOf(course),
    exam: { family: course.family, level: course.level, levelName: courseLevelName(course) },
    conditions,
    allMet: allMet(conditions),
  };
}

export async function certCourses(db: Db, userId: string) {
  const list: CertCourse[] = [];
  for (const course of await begunExamCourses(db, userId)) {
    list.push(presentCourse(await standingOn(db, userId, course)));
  }
  return { list };
}

export async function certConditions(db: Db, userId: string, courseId: string, publicUrl: string) {
  const standing = await standingOn(db, userId, await findExamCourse(db, userId, courseId));
  const application = await latestApplication(db, userId, courseId);
  const certificate = await validCertificate(db, userId, courseId);
  const [view] = application ? await viewsOf(db, [application]) : [];
  return {
    course: presentCourse(standing),
    examRealName: standing.attempt?.realName ?? null,
    approvalRequired: await approvalRequired(db),
    application: view ? presentApplication(view) : null,
    certificate: certificate ? presentCertificate(certificate, publicUrl) : null,
  };
}

/**
 * Applies with the names to print: refused while a condition is unmet (the figures in `data`),
 * while another application waits, or when the same names are already on a valid certificate.
 * The checks, the application and, when nothing makes it wait, its certificate are one
 * transaction, taken in turn per learner and course (the partial unique indexes stay as the
 * last guard).
 */
export async function applyCert(
  db: Db,
  userId: string,
  input: { courseId: string; nameLatin: string; nameArabic: string },
  publicUrl: string,
  now = new Date(),
) {
  // A name the bundled fonts cannot draw would print blanks on the certificate.
  const unprintable = unprintableCharacters(`${input.nameLatin}${input.nameArabic}`);
  if (unprintable.length) {
    throw new AppError('certNameUnprintable', { characters: unprintable.join(' ') });
  }
  const standing = await standingOn(db, userId, await findExamCourse(db, userId, input.courseId));
  if (!allMet(standing.conditions)) {
    throw new AppError('certConditionsNotMet', {}, { data: { conditions: standing.conditions } });
  }
  const approval = await approvalRequired(db);
  const { application, certificate } = await db.transaction(async (tx) => {
    // Two applications of one learner and course take turns: each sees what the other wrote.
    // Without it, the second could revoke the first's fresh certificate as a correction.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`cert-apply:${userId}:${input.courseId}`}, 0))`,
    );
    const [pending] = await tx
      .select({ id: certApplications.id })
      .from(certApplications)
      .where(
        and(
          eq(certApplications.userId, userId),
          eq(certApplications.courseId, input.courseId),
          eq(certApplications.state, 'pending'),
        ),
      );
    if (pending) throw new AppError('certApplicationPending');
    const held = await validCertificate(tx, userId, input.courseId);
    const sameName = (a: string, b: string) => normalizeHolderName(a) === normalizeHolderName(b);
    if (
      held &&
      sameName(held.snapshot.nameLatin, input.nameLatin) &&
      sameName(held.snapshot.nameArabic, input.nameArabic)
    ) {
      throw new AppError('certAlreadyIssued');
    }
    const waits = waitsBecause({
      holdsValidCertificate: held !== null,
      examRealName: standing.attempt?.realName ?? null,
      nameLatin: input.nameLatin,
      approvalRequired: approval,
    });
    const [created] = await tx
      .insert(certApplications)
      .values({
        userId,
        courseId: input.courseId,
        examAttemptId: standing.attempt?.id ?? null,
        nameLatin: input.nameLatin,
        nameArabic: input.nameArabic,
        state: waits ? 'pending' : 'issued',
        waitsBecause: waits,
        conditions: standing.conditions,
        createdAt: now,
        decidedAt: waits ? null : now,
      })
      .returning();
    const issued = waits
      ? null
      : await issueCertificate(tx, created!, { publicUrl, now, decidedBy: null });
    return { application: created!, certificate: issued };
  });
  const [view] = await viewsOf(db, [application]);
  return {
    application: presentApplication(view!),
    certificate: certificate ? presentCertificate(certificate, publicUrl) : null,
  };
}

export async function myApplications(db: Db, userId: string, page: PageRequest) {
  const mine = eq(certApplications.userId, userId);
  const rows = await onePage(
    db
      .select()
      .from(certApplications)
      .where(mine)
      .orderBy(desc(certApplications.createdAt), desc(certApplications.id)),
    page,
  );
  const [total] = await db.select({ total: count() }).from(certApplications).where(mine);
  return { list: (await viewsOf(db, rows)).map(presentApplication), total: total?.total ?? 0 };
}

export async function myCertificates(db: Db, userId: string, page: PageRequest, publicUrl: string) {
  const mine = eq(certificates.userId, userId);
  const rows = await onePage(
    db
      .select()
      .from(certificates)
      .where(mine)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id)),
    page,
  );
  const [total] = await db.select({ total: count() }).from(certificates).where(mine);
  return {
    list: rows.map((row) => presentCertificate(row, publicUrl)),
    total: total?.total ?? 0,
  };
}

/** The learner's valid certificate of a course (the MOOC's id), or null. */
export async function certificateOfCourse(
  db: Db,
  userId: string,
  courseId: string,
  publicUrl: string,
) {
  const row = await validCertificate(db, userId, courseId);
  return { certificate: row ? presentCertificate(row, publicUrl) : null };
}

/** The holder's own certificate; anyone else's answers "not found", as one that does not exist. */
export async function ownCertificate(db: Db, userId: string, certificateId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, certificateId), eq(certificates.userId, userId)));
  if (!row) throw new AppError('certNotFound');
  return row;
}
