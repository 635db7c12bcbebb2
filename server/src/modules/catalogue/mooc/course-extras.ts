import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import { courses } from '../tables';
import { withAccess } from '../access/course-access';
import { visibleTo } from '../visibility';
import { presentCard, presentTeacher } from './course-presenter';
import { cardColumns, countsOf, courseOrder, findVisibleCourse } from './course-queries';
import type { ReadContext } from './course-reads';
import { firstClassHourId } from './course-tree';
import { isInMyMoocs } from './my-moocs';
import { rankRelated } from './related-rules';

/** Related courses, the "more" of a course page, and a course in brief for orders and plans. */

const RELATED_LIMIT = 6;

export async function relatedCourses(
  { db, viewer, language, access }: ReadContext,
  courseId: string,
) {
  const course = await findVisibleCourse(db, viewer, courseId);
  const shares = [
    course.audience && eq(courses.audience, course.audience),
    course.difficulty && eq(courses.difficulty, course.difficulty),
    course.direction && eq(courses.direction, course.direction),
    course.category && eq(courses.category, course.category),
  ].filter((condition): condition is SQL => Boolean(condition));
  if (shares.length === 0) return [];
  const candidates = await db
    .select(cardColumns)
    .from(courses)
    .where(and(visibleTo(courses, viewer), ne(courses.id, course.id), or(...shares)))
    .orderBy(...courseOrder);
  const related = rankRelated(course, candidates, RELATED_LIMIT);
  return withAccess(
    access,
    viewer,
    related.map((row) => presentCard(row, language)),
  );
}

export async function courseMore({ db, viewer, language }: ReadContext, courseId: string) {
  const course = await findVisibleCourse(db, viewer, courseId);
  const [counts, first, inMine] = await Promise.all([
    countsOf(db, course.id),
    firstClassHourId(db, course.id),
    isInMyMoocs(db, viewer.userId, course.id),
  ]);
  return {
    id: course.id,
    description: pickText(course.description, language),
    teacher: presentTeacher(course.teacher, language),
    counts,
    firstClassHourId: first,
    inMine,
  };
}

export async function courseBrief({ db, viewer, language, access }: ReadContext, courseId: string) {
  const course = await findVisibleCourse(db, viewer, courseId);
  const [card] = await withAccess(access, viewer, [presentCard(course, language)]);
  return {
    id: card!.id,
    title: card!.title,
    coverUrl: card!.coverUrl,
    price: card!.price,
    access: card!.access,
    classHourCount: card!.classHourCount,
    firstClassHourId: await firstClassHourId(db, course.id),
  };
}
