import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LocalText } from '@qiao/contracts/catalogue';
import type { Db } from '../../../platform/db/database';
import { classContents, classHours, courseChapters, courseSemesters, courses } from '../tables';
import { rememberedAnswer } from '../answer-cache';
import { VISITOR, visibleTo, type Viewer } from '../visibility';
import { isRowId } from './viewer';

/**
 * A course's class hours in the order a learner takes them, for the learning records: what each
 * holds and whether it asks for the previous one to be finished. Read only when the course is
 * visible to the viewer, so every learning call checks visibility through here.
 */

export interface OutlineContent {
  id: string;
  kind: 'video' | 'document' | 'test';
  title: LocalText;
  durationSeconds: number | null;
}

export interface OutlineHour {
  id: string;
  semesterId: string;
  title: LocalText;
  requiresPrevious: boolean;
  contents: OutlineContent[];
}

export interface CourseOutline {
  courseId: string;
  title: LocalText;
  /** The course's cover in the store (`imageUrl` gives its address), for plans and lists. */
  coverKey: string | null;
  /** Whether the course has a price: its class hours then wait for a purchase (course-access.ts). */
  priced: boolean;
  /** Class hours of every semester, semester by semester, each in chapter and hour order. */
  hours: OutlineHour[];
}

/**
 * One course's outline, as the viewer may see it. Every progress report and record read checks
 * it, so it is remembered while the catalogue is unchanged (answer-cache.ts); callers never change
 * it.
 */
export async function courseOutline(
  db: Db,
  viewer: Viewer,
  courseId: string,
): Promise<CourseOutline | null> {
  const { outline } = await rememberedAnswer(
    db,
    { call: 'courseOutline', language: '', input: courseId },
    viewer,
    async () => ({ outline: (await courseOutlines(db, viewer, [courseId])).get(courseId) ?? null }),
  );
  return outline;
}

/**
 * The outlines of several courses in two reads (a page of "my MOOCs"), keyed by course id; a
 * course the viewer may not see is missing from the map.
 */
export async function courseOutlines(
  db: Db,
  viewer: Viewer,
  courseIds: readonly string[],
): Promise<Map<string, CourseOutline>> {
  const ids = [...new Set(courseIds.filter(isRowId))];
  const outlines = new Map<string, CourseOutline>();
  if (ids.length === 0) return outlines;
  const found = await db
    .select({
      id: courses.id,
      title: courses.title,
      coverKey: courses.coverKey,
      priceMinor: courses.priceMinor,
    })
    .from(courses)
    .where(and(inArray(courses.id, ids), visibleTo(courses, viewer)));
  if (found.length === 0) return outlines;
  for (const course of found) {
    outlines.set(course.id, {
      courseId: course.id,
      title: course.title,
      coverKey: course.coverKey,
      priced: course.priceMinor !== null,
      hours: [],
    });
  }
  const rows = await db
    .select({
      courseId: courseSemesters.courseId,
      hourId: classHours.id,
      semesterId: courseSemesters.id,
      hourTitle: classHours.title,
      requiresPrevious: classHours.requiresPrevious,
      contentId: classContents.id,
      kind: classContents.kind,
      contentTitle: classContents.title,
      durationSeconds: classContents.durationSeconds,
    })
    .from(courseSemesters)
    .innerJoin(courseChapters, eq(courseChapters.semesterId, courseSemesters.id))
    .innerJoin(classHours, eq(classHours.chapterId, courseChapters.id))
    .leftJoin(classContents, eq(classContents.classHourId, classHours.id))
    .where(
      inArray(
        courseSemesters.courseId,
        found.map((course) => course.id),
      ),
    )
    .orderBy(
      asc(courseSemesters.courseId),
      asc(courseSemesters.position),
      asc(courseSemesters.startsOn),
      asc(courseSemesters.id),
      asc(courseChapters.position),
      asc(courseChapters.id),
      asc(classHours.position),
      asc(classHours.id),
      asc(classContents.position),
      asc(classContents.id),
    );
  for (const row of rows) {
    const hours = outlines.get(row.courseId)!.hours;
    let hour = hours[hours.length - 1];
    if (hour?.id !== row.hourId) {
      hour = {
        id: row.hourId,
        semesterId: row.semesterId,
        title: row.hourTitle,
        requiresPrevious: row.requiresPrevious,
        contents: [],
      };
      hours.push(hour);
    }
    if (row.contentId && row.kind && row.contentTitle) {
      hour.contents.push({
        id: row.contentId,
        kind: row.kind,
        title: row.contentTitle,
        durationSeconds: row.durationSeconds,
      });
    }
  }
  return outlines;
}

/** The course a class hour belongs to (no visibility check: the outline read does that). */
export async function courseOfClassHour(db: Db, classHourId: string): Promise<string | null> {
  if (!isRowId(classHourId)) return null;
  const [row] = await db
    .select({ courseId: courseSemesters.courseId })
    .from(classHours)
    .innerJoin(courseChapters, eq(courseChapters.id, classHours.chapterId))
    .innerJoin(courseSemesters, eq(courseSemesters.id, courseChapters.semesterId))
    .where(eq(classHours.id, classHourId));
  return row?.courseId ?? null;
}

/** The course a class content belongs to (no visibility check: the outline read does that). */
export async function courseOfContent(db: Db, contentId: string): Promise<string | null> {
  if (!isRowId(contentId)) return null;
  const { courseId } = await rememberedAnswer(
    db,
    { call: 'courseOfContent', language: '', input: contentId },
    VISITOR,
    async () => ({ courseId: await readCourseOfContent(db, contentId) }),
  );
  return courseId;
}

async function readCourseOfContent(db: Db, contentId: string): Promise<string | null> {
  const [row] = await db
    .select({ courseId: courseSemesters.courseId })
    .from(classContents)
    .innerJoin(classHours, eq(classHours.id, classContents.classHourId))
    .innerJoin(courseChapters, eq(courseChapters.id, classHours.chapterId))
    .innerJoin(courseSemesters, eq(courseSemesters.id, courseChapters.semesterId))
    .where(eq(classContents.id, contentId));
  return row?.courseId ?? null;
}
