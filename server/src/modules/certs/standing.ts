import { and, desc, eq, exists, inArray, isNotNull, or } from 'drizzle-orm';
import type { CertCondition } from '@qiao/contracts/certs';
import type { LocalText } from '@qiao/contracts/catalogue';
import { levelName, type ExamFamily } from '@qiao/contracts/exams';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { courseOutline, courses, imageUrl, visibleTo } from '../catalogue';
import { courseTestAccuracy, examAttempts, examPapers } from '../exams';
import { finishedClassHours, learningRecords } from '../learning';
import { certConditions, courseDoneShare, levelScale } from './rules/conditions';

/**
 * Where a learner stands on a course's certificate: the course's exam level, the share of its
 * class hours finished (learning records), its lesson-test accuracy (the exams module's figure)
 * and the counted mock attempt, read as the conditions (rules/conditions.ts).
 */

export interface ExamCourse {
  id: string;
  title: LocalText;
  coverKey: string | null;
  family: ExamFamily;
  level: number;
}

/** The counted attempt: the best handed-in full paper at the course's level. */
export interface CountedAttempt {
  id: string;
  total: number;
  maxScore: number;
  passScore: number;
  realName: string | null;
  submittedAt: Date;
}

export interface Standing {
  course: ExamCourse;
  courseDone: number;
  lessonTestAccuracy: number | null;
  attempt: CountedAttempt | null;
  conditions: CertCondition[];
}

const courseColumns = {
  id: courses.id,
  title: courses.title,
  coverKey: courses.coverKey,
  family: courses.examFamily,
  level: courses.examLevel,
};

const examCourseOf = (row: {
  id: string;
  title: LocalText;
  coverKey: string | null;
  family: ExamFamily | null;
  level: number | null;
}): ExamCourse | null =>
  row.family && row.level ? { ...row, family: row.family, level: row.level } : null;

/** A course the learner may see that prepares an exam level; any other answers "not found". */
export async function findExamCourse(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), visibleTo(courses, { userId })));
  const course = row && examCourseOf(row);
  if (!course) throw new AppError('certCourseNotFound');
  return course;
}

/**
 * The courses with an exam level the learner may see and has begun: a learning record in the
 * course, or an attempt (running or handed in) at a mock paper of its level.
 */
export async function begunExamCourses(db: Db, userId: string): Promise<ExamCourse[]> {
  const recorded = db
    .select({ one: learningRecords.courseId })
    .from(learningRecords)
    .where(and(eq(learningRecords.userId, userId), eq(learningRecords.courseId, courses.id)));
  const attempted = db
    .select({ one: examAttempts.id })
    .from(examAttempts)
    .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examPapers.kind, 'mock'),
        eq(examPapers.family, courses.examFamily),
        eq(examPapers.level, courses.examLevel),
      ),
    );
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .where(
      and(
        isNotNull(courses.examFamily),
        isNotNull(courses.examLevel),
        visibleTo(courses, { userId }),
        or(exists(recorded), exists(attempted)),
      ),
    )
    .orderBy(courses.examFamily, courses.examLevel, courses.position);
  return rows.map(examCourseOf).filter((course) => course !== null);
}

/**
 * The counted attempt: of the learner's handed-in attempts at a full mock paper of the level, the
 * highest total (the latest of equal ones). Short papers train; only a whole paper certifies.
 */
export async function countedAttempt(
  db: Db,
  userId: string,
  family: ExamFamily,
  level: number,
): Promise<CountedAttempt | null> {
  const [row] = await db
    .select({
      id: examAttempts.id,
      total: examAttempts.total,
      maxScore: examPapers.maxScore,
      passScore: examPapers.passScore,
      realName: examAttempts.realName,
      submittedAt: examAttempts.submittedAt,
    })
    .from(examAttempts)
    .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.state, 'submitted'),
        eq(examPapers.kind, 'mock'),
        eq(examPapers.format, 'full'),
        eq(examPapers.family, family),
        eq(examPapers.level, level),
        isNotNull(examAttempts.total),
      ),
    )
    .orderBy(desc(examAttempts.total), desc(examAttempts.submittedAt), desc(examAttempts.id))
    .limit(1);
  if (!row || row.total === null || !row.submittedAt) return null;
  return { ...row, total: row.total, submittedAt: row.submittedAt };
}

/** The learner's figures on one course and the conditions they make. */
export async function standingOn(db: Db, userId: string, course: ExamCourse): Promise<Standing> {
  const outline = await courseOutline(db, { userId }, course.id);
  if (!outline) throw new AppError('certCourseNotFound');
  const finished = (await finishedClassHours(db, userId, [outline])).get(course.id) ?? new Set();
  const courseDone = courseDoneShare(finished.size, outline.hours.length);
  const tests = await courseTestAccuracy(db, userId, course.id);
  const attempt = await countedAttempt(db, userId, course.family, course.level);
  const conditions = certConditions({
    courseDone,
    lessonTests: { tests: tests.tests, accuracy: tests.accuracy },
    exam: attempt && { points: attempt.total, max: attempt.maxScore, pass: attempt.passScore },
    scale: levelScale(course.family, course.level),
  });
  return { course, courseDone, lessonTestAccuracy: tests.accuracy, attempt, conditions };
}

export const courseLevelName = (course: ExamCourse) => levelName(course.family, course.level);
export const coverOf = (course: ExamCourse) => imageUrl(course.coverKey);

/** The exam courses among `courseIds`, by id (for lists of applications and certificates). */
export async function examCoursesById(db: Db, courseIds: readonly string[]) {
  const ids = [...new Set(courseIds)];
  const rows = ids.length
    ? await db.select(courseColumns).from(courses).where(inArray(courses.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}
