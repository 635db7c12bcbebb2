import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { courses, moocEnrolments } from '../tables';
import { withAccess, type CourseAccessCheck } from '../access/course-access';
import { visibleTo } from '../visibility';
import { presentCard } from './course-presenter';
import { cardColumns, findVisibleCourse } from './course-queries';

/** "My MOOCs": a user's own list of courses, only ever of courses they may see. */

export async function addToMyMoocs(db: Db, userId: string, courseId: string) {
  const course = await findVisibleCourse(db, { userId }, courseId);
  // Adding again is not an error: the first date is the one kept.
  await db.insert(moocEnrolments).values({ userId, courseId: course.id }).onConflictDoNothing();
  const [row] = await db
    .select({ addedAt: moocEnrolments.addedAt })
    .from(moocEnrolments)
    .where(and(eq(moocEnrolments.userId, userId), eq(moocEnrolments.courseId, course.id)));
  return { mukeId: course.id, addedAt: row!.addedAt.toISOString() };
}

export async function isInMyMoocs(db: Db, userId: string | null, courseId: string) {
  if (!userId) return false;
  const [row] = await db
    .select({ courseId: moocEnrolments.courseId })
    .from(moocEnrolments)
    .where(and(eq(moocEnrolments.userId, userId), eq(moocEnrolments.courseId, courseId)));
  return Boolean(row);
}

export async function myMoocsPage(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  language: Language,
  paging: PageRequest,
) {
  // A course taken out of the user's reach (class left, moved to back office) drops out of the list.
  const where = and(eq(moocEnrolments.userId, userId), visibleTo(courses, { userId }));
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select({ ...cardColumns, addedAt: moocEnrolments.addedAt })
        .from(moocEnrolments)
        .innerJoin(courses, eq(courses.id, moocEnrolments.courseId))
        .where(where)
        .orderBy(desc(moocEnrolments.addedAt), desc(courses.id)),
      paging,
    ),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(moocEnrolments)
      .innerJoin(courses, eq(courses.id, moocEnrolments.courseId))
      .where(where),
  ]);
  const list = rows.map((row) => ({
    ...presentCard(row, language),
    addedAt: row.addedAt.toISOString(),
  }));
  return {
    list: await withAccess(access, { userId }, list),
    total: counted?.total ?? 0,
  };
}
