import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { pickText } from '@qiao/contracts/catalogue';
import type { ChapterNode, ClassHourNode, ClassHourPlace } from '@qiao/contracts/catalogue-mooc';
import type { Db } from '../../../platform/db/database';
import { classContents, classHours, courseChapters, courseSemesters, courses } from '../tables';
import { visibleTo, type Viewer } from '../visibility';
import { isRowId } from './viewer';

/**
 * The part of a course below its semesters: chapters → class hours → contents, in the editors'
 * order, read with one query per level whatever the size of the course.
 */

export async function chaptersOfSemesters(
  db: Db,
  semesterIds: string[],
  language: Language,
): Promise<Map<string, ChapterNode[]>> {
  const bySemester = new Map<string, ChapterNode[]>(semesterIds.map((id) => [id, []]));
  if (semesterIds.length === 0) return bySemester;
  const chapters = await db
    .select()
    .from(courseChapters)
    .where(inArray(courseChapters.semesterId, semesterIds))
    .orderBy(asc(courseChapters.position), asc(courseChapters.id));
  const hours = await hoursOfChapters(
    db,
    chapters.map((chapter) => chapter.id),
    language,
  );
  for (const chapter of chapters) {
    bySemester.get(chapter.semesterId)?.push({
      id: chapter.id,
      title: pickText(chapter.title, language),
      classHours: hours.get(chapter.id) ?? [],
    });
  }
  return bySemester;
}

export async function hoursOfChapters(
  db: Db,
  chapterIds: string[],
  language: Language,
): Promise<Map<string, ClassHourNode[]>> {
  const byChapter = new Map<string, ClassHourNode[]>(chapterIds.map((id) => [id, []]));
  if (chapterIds.length === 0) return byChapter;
  const hours = await db
    .select()
    .from(classHours)
    .where(inArray(classHours.chapterId, chapterIds))
    .orderBy(asc(classHours.position), asc(classHours.id));
  const contents = await contentsOfHours(
    db,
    hours.map((hour) => hour.id),
    language,
  );
  for (const hour of hours) {
    byChapter.get(hour.chapterId)?.push({
      id: hour.id,
      title: pickText(hour.title, language),
      requiresPrevious: hour.requiresPrevious,
      contents: contents.get(hour.id) ?? [],
    });
  }
  return byChapter;
}

async function contentsOfHours(db: Db, hourIds: string[], language: Language) {
  const byHour = new Map<string, ClassHourNode['contents']>();
  if (hourIds.length === 0) return byHour;
  const rows = await db
    .select({
      id: classContents.id,
      classHourId: classContents.classHourId,
      kind: classContents.kind,
      title: classContents.title,
      durationSeconds: classContents.durationSeconds,
    })
    .from(classContents)
    .where(inArray(classContents.classHourId, hourIds))
    .orderBy(asc(classContents.position), asc(classContents.id));
  for (const row of rows) {
    const list = byHour.get(row.classHourId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      title: pickText(row.title, language),
      durationSeconds: row.durationSeconds,
    });
    byHour.set(row.classHourId, list);
  }
  return byHour;
}

/** Columns naming where a chapter sits, for a query joined up to its course. */
const placeColumns = {
  courseId: courses.id,
  courseTitle: courses.title,
  semesterId: courseSemesters.id,
  semesterTitle: courseSemesters.title,
  chapterId: courseChapters.id,
  chapterTitle: courseChapters.title,
};

type PlaceRow = {
  courseId: string;
  courseTitle: typeof courses.$inferSelect.title;
  semesterId: string;
  semesterTitle: typeof courseSemesters.$inferSelect.title;
  chapterId: string;
  chapterTitle: typeof courseChapters.$inferSelect.title;
};

function presentPlace(row: PlaceRow, language: Language): ClassHourPlace {
  return {
    courseId: row.courseId,
    courseTitle: pickText(row.courseTitle, language),
    semesterId: row.semesterId,
    semesterTitle: pickText(row.semesterTitle, language),
    chapterId: row.chapterId,
    chapterTitle: pickText(row.chapterTitle, language),
  };
}

/** A class hour with its place, when its course is visible to the viewer; else null. */
export async function findVisibleClassHour(
  db: Db,
  viewer: Viewer,
  classHourId: string,
  language: Language,
) {
  if (!isRowId(classHourId)) return null;
  const [row] = await db
    .select({ ...placeColumns, hour: classHours, priceMinor: courses.priceMinor })
    .from(classHours)
    .innerJoin(courseChapters, eq(courseChapters.id, classHours.chapterId))
    .innerJoin(courseSemesters, eq(courseSemesters.id, courseChapters.semesterId))
    .innerJoin(courses, eq(courses.id, courseSemesters.courseId))
    .where(and(eq(classHours.id, classHourId), visibleTo(courses, viewer)));
  if (!row) return null;
  return { hour: row.hour, place: presentPlace(row, language), priced: row.priceMinor !== null };
}

/** A chapter with its place, when its course is visible to the viewer; else null. */
export async function findVisibleChapter(
  db: Db,
  viewer: Viewer,
  chapterId: string,
  language: Language,
) {
  if (!isRowId(chapterId)) return null;
  const [row] = await db
    .select(placeColumns)
    .from(courseChapters)
    .innerJoin(courseSemesters, eq(courseSemesters.id, courseChapters.semesterId))
    .innerJoin(courses, eq(courses.id, courseSemesters.courseId))
    .where(and(eq(courseChapters.id, chapterId), visibleTo(courses, viewer)));
  return row ? presentPlace(row, language) : null;
}

/** A semester, when its course is visible to the viewer; else null. */
export async function findVisibleSemester(db: Db, viewer: Viewer, semesterId: string) {
  if (!isRowId(semesterId)) return null;
  const [row] = await db
    .select({ semester: courseSemesters })
    .from(courseSemesters)
    .innerJoin(courses, eq(courses.id, courseSemesters.courseId))
    .where(and(eq(courseSemesters.id, semesterId), visibleTo(courses, viewer)));
  return row?.semester ?? null;
}

/** Where "start learning" goes: the first class hour of the first semester's first chapter. */
export async function firstClassHourId(db: Db, courseId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: classHours.id })
    .from(classHours)
    .innerJoin(courseChapters, eq(courseChapters.id, classHours.chapterId))
    .innerJoin(courseSemesters, eq(courseSemesters.id, courseChapters.semesterId))
    .where(eq(courseSemesters.courseId, courseId))
    .orderBy(
      asc(courseSemesters.position),
      asc(courseSemesters.startsOn),
      asc(courseChapters.position),
      asc(classHours.position),
      asc(classHours.id),
    )
    .limit(1);
  return row?.id ?? null;
}
