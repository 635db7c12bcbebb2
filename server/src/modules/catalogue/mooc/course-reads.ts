import type { Language } from '@qiao/contracts/languages';
import { pickText } from '@qiao/contracts/catalogue';
import type { MoocDetail, MoocFilters, MoocSemester } from '@qiao/contracts/catalogue-mooc';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { courseSemesters } from '../tables';
import { withAccess, type CourseAccessCheck } from '../access/course-access';
import { rememberedAnswer } from '../answer-cache';
import type { Viewer } from '../visibility';
import { presentCard, presentTeacher } from './course-presenter';
import { countsOf, findVisibleCourse, listCourses, semestersOf } from './course-queries';
import {
  chaptersOfSemesters,
  findVisibleChapter,
  findVisibleClassHour,
  findVisibleSemester,
  hoursOfChapters,
} from './course-tree';

/** What the MOOC calls answer, each read through the viewer's visibility. */

export interface ReadContext {
  db: Db;
  viewer: Viewer;
  language: Language;
  access: CourseAccessCheck;
}

export function presentSemester(
  row: typeof courseSemesters.$inferSelect,
  language: Language,
): MoocSemester {
  return {
    id: row.id,
    title: pickText(row.title, language),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

export async function moocPage(
  { db, viewer, language }: ReadContext,
  filters: MoocFilters,
  paging: PageRequest,
) {
  const { rows, total } = await listCourses(db, viewer, filters, paging);
  return { list: rows.map((row) => presentCard(row, language)), total };
}

export async function moocDetail({ db, viewer, language }: ReadContext, id: string) {
  const course = await findVisibleCourse(db, viewer, id);
  const [semesters, counts] = await Promise.all([
    semestersOf(db, [course.id]),
    countsOf(db, course.id),
  ]);
  // Shared by every viewer of the same audience: the viewer's access is added per request.
  const detail: Omit<MoocDetail, 'access'> = {
    ...presentCard(course, language),
    description: pickText(course.description, language),
    teacher: presentTeacher(course.teacher, language),
    semesters: semesters.map((row) => presentSemester(row, language)),
    counts,
  };
  return detail;
}

export async function moocDetailWithTree(context: ReadContext, id: string) {
  const [detail] = await withAccess(context.access, context.viewer, [
    await moocDetail(context, id),
  ]);
  const chapters = await chaptersOfSemesters(
    context.db,
    detail!.semesters.map((semester) => semester.id),
    context.language,
  );
  const tree = detail!.semesters.map((semester) => ({
    ...semester,
    chapters: chapters.get(semester.id) ?? [],
  }));
  return { ...detail!, tree };
}

export async function moocSemesters({ db, viewer, language }: ReadContext, courseId: string) {
  const course = await findVisibleCourse(db, viewer, courseId);
  const rows = await semestersOf(db, [course.id]);
  return rows.map((row) => presentSemester(row, language));
}

export async function teachingList({ db, viewer, language }: ReadContext, semesterId: string) {
  const semester = await findVisibleSemester(db, viewer, semesterId);
  if (!semester) throw new AppError('moocSemesterNotFound');
  const chapters = await chaptersOfSemesters(db, [semester.id], language);
  return {
    courseId: semester.courseId,
    semester: presentSemester(semester, language),
    chapters: chapters.get(semester.id) ?? [],
  };
}

async function visibleClassHour({ db, viewer, language }: ReadContext, classHourId: string) {
  const found = await findVisibleClassHour(db, viewer, classHourId, language);
  if (!found) throw new AppError('moocClassHourNotFound');
  return found;
}

/**
 * A class hour's contents, for a course open to the viewer (the outline calls show the rest). The
 * read is shared by every viewer of the same audience while the catalogue is unchanged: it is the
 * first call of a class hour's page, on the way to its video. The viewer's access is checked per
 * request (a purchase does not move the catalogue's revision).
 */
export async function classHourContents(context: ReadContext, classHourId: string) {
  const { classHour, place, priced } = await rememberedAnswer(
    context.db,
    { call: 'classHourContents', language: context.language, input: classHourId },
    context.viewer,
    async () => {
      const { hour, place, priced } = await visibleClassHour(context, classHourId);
      const hours = await hoursOfChapters(context.db, [hour.chapterId], context.language);
      const node = hours.get(hour.chapterId)?.find((candidate) => candidate.id === hour.id);
      // The hour was just read, so it is in its chapter's list.
      return { classHour: node!, place, priced };
    },
  );
  await context.access.assertOpen(context.viewer, { id: place.courseId, priced });
  return { classHour, place };
}

export async function teachingListByPeriod(context: ReadContext, periodId: string) {
  const { hour, place } = await visibleClassHour(context, periodId);
  const chapters = await chaptersOfSemesters(context.db, [place.semesterId], context.language);
  return { place, classHourId: hour.id, chapters: chapters.get(place.semesterId) ?? [] };
}

export async function periodList({ db, viewer, language }: ReadContext, chapterId: string) {
  const place = await findVisibleChapter(db, viewer, chapterId, language);
  if (!place) throw new AppError('moocChapterNotFound');
  const hours = await hoursOfChapters(db, [place.chapterId], language);
  return {
    place,
    chapter: {
      id: place.chapterId,
      title: place.chapterTitle,
      classHours: hours.get(place.chapterId) ?? [],
    },
  };
}
