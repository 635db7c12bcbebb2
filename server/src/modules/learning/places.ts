import { and, desc, eq } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import type { ContinueLearning, CourseProgress, MyCourse } from '@qiao/contracts/learning';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  courseOfClassHour,
  courseOutline,
  courseOutlines,
  addToMyMoocs,
  myMoocsPage,
  type CourseAccessCheck,
} from '../catalogue';
import {
  assertOpen,
  lastClassHoursOf,
  presentProgress,
  recordsOfCourse,
  recordsOfCourses,
  stateOfCourse,
} from './course-state';
import { learningPlaces } from './tables';

/**
 * Where a learner is in their courses: the class hour opened last in each ("continue learning"),
 * enrolment ("my MOOCs"), and a course's progress.
 */

/** Opening a class hour enrols the learner and makes it the course's "continue" point. */
export async function openClassHour(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  classHourId: string,
  language: Language,
) {
  const courseId = await courseOfClassHour(db, classHourId);
  const outline = courseId ? await courseOutline(db, { userId }, courseId) : null;
  const hour = outline?.hours.find((candidate) => candidate.id === classHourId);
  if (!outline || !hour) throw new AppError('learningClassHourNotFound');
  await access.assertOpen({ userId }, { id: outline.courseId, priced: outline.priced });
  assertOpen(outline, await recordsOfCourse(db, userId, outline.courseId), hour, language);
  const openedAt = new Date();
  await db.transaction(async (tx) => {
    await addToMyMoocs(tx, userId, outline.courseId);
    await tx
      .insert(learningPlaces)
      .values({ userId, courseId: outline.courseId, classHourId, openedAt })
      .onConflictDoUpdate({
        target: [learningPlaces.userId, learningPlaces.courseId],
        set: { classHourId, openedAt },
      });
  });
  return { courseId: outline.courseId, classHourId, openedAt: openedAt.toISOString() };
}

export async function enrol(db: Db, userId: string, courseId: string) {
  const outline = await courseOutline(db, { userId }, courseId);
  if (!outline) throw new AppError('moocCourseNotFound');
  const { addedAt } = await addToMyMoocs(db, userId, outline.courseId);
  return { courseId: outline.courseId, enrolledAt: addedAt };
}

export async function progressOfCourse(
  db: Db,
  userId: string,
  courseId: string,
): Promise<CourseProgress> {
  const outline = await courseOutline(db, { userId }, courseId);
  if (!outline) throw new AppError('moocCourseNotFound');
  const { records, lastClassHourId } = await stateOfCourse(db, userId, outline.courseId);
  return presentProgress(outline, records, lastClassHourId);
}

/** How many recent places to try before saying "nothing to continue" (courses may be hidden). */
const RECENT_PLACES = 5;

export async function continueLearning(
  db: Db,
  userId: string,
  language: Language,
): Promise<ContinueLearning | null> {
  const places = await db
    .select()
    .from(learningPlaces)
    .where(and(eq(learningPlaces.userId, userId)))
    .orderBy(desc(learningPlaces.openedAt))
    .limit(RECENT_PLACES);
  for (const place of places) {
    const outline = await courseOutline(db, { userId }, place.courseId);
    const hour = outline?.hours.find((candidate) => candidate.id === place.classHourId);
    if (!outline || !hour) continue;
    const progress = presentProgress(
      outline,
      await recordsOfCourse(db, userId, outline.courseId),
      hour.id,
    );
    return {
      courseId: outline.courseId,
      courseTitle: pickText(outline.title, language),
      classHourId: hour.id,
      classHourTitle: pickText(hour.title, language),
      percent: progress.percent,
      openedAt: place.openedAt.toISOString(),
    };
  }
  return null;
}

/** "My MOOCs" with each course's progress: a page's outlines and records are read together. */
export async function myCoursesWithProgress(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  language: Language,
  paging: PageRequest,
): Promise<{ list: MyCourse[]; total: number }> {
  const page = await myMoocsPage(db, access, userId, language, paging);
  const ids = page.list.map((card) => card.id);
  const [outlines, records, places] = await Promise.all([
    courseOutlines(db, { userId }, ids),
    recordsOfCourses(db, userId, ids),
    lastClassHoursOf(db, userId, ids),
  ]);
  const list: MyCourse[] = [];
  for (const card of page.list) {
    const outline = outlines.get(card.id);
    if (!outline) continue;
    const progress = presentProgress(
      outline,
      records.get(card.id) ?? new Map(),
      places.get(card.id) ?? null,
    );
    list.push({
      ...card,
      percent: progress.percent,
      classHoursDone: progress.classHoursDone,
      classHoursTotal: progress.classHoursTotal,
      lastClassHourId: progress.lastClassHourId,
    });
  }
  return { list, total: page.total };
}
