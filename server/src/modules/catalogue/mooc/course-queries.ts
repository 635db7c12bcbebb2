import { and, asc, desc, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { MoocCounts, MoocFilters } from '@qiao/contracts/catalogue-mooc';
import { AppError } from '../../../platform/http/app-error';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { searchForm } from '../search-text';
import { classContents, classHours, courseChapters, courseSemesters, courses } from '../tables';
import { visibleTo, type Viewer } from '../visibility';
import type { CourseWithCounts } from './course-presenter';
import { isRowId } from './viewer';

// Aliased and qualified by hand: drizzle leaves columns unqualified in a one-table select, which
// would make "id" ambiguous inside these subqueries.
const courseId = sql`${courses}.${sql.identifier('id')}`;

const chapterCount = sql<number>`(select count(*) from ${courseChapters} ch
  join ${courseSemesters} se on se.id = ch.semester_id
  where se.course_id = ${courseId})`.mapWith(Number);

const classHourCount = sql<number>`(select count(*) from ${classHours} ho
  join ${courseChapters} ch on ch.id = ho.chapter_id
  join ${courseSemesters} se on se.id = ch.semester_id
  where se.course_id = ${courseId})`.mapWith(Number);

/** Course columns plus the chapter and class-hour counts a card shows. */
export const cardColumns = { ...getTableColumns(courses), chapterCount, classHourCount };

/** Editors' weight first, then their order, then the newest. */
export const courseOrder = [desc(courses.hot), asc(courses.position), desc(courses.publishedAt)];

/** A LIKE pattern matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function filterConditions(filters: MoocFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.object) conditions.push(eq(courses.audience, filters.object));
  if (filters.difficulty) conditions.push(eq(courses.difficulty, filters.difficulty));
  if (filters.direction) conditions.push(eq(courses.direction, filters.direction));
  if (filters.category) conditions.push(eq(courses.category, filters.category));
  const keyword = searchForm(filters.keyword ?? '');
  if (keyword) conditions.push(ilike(courses.searchText, containsPattern(keyword)));
  return conditions;
}

export async function listCourses(
  db: Db,
  viewer: Viewer,
  filters: MoocFilters,
  paging: PageRequest,
): Promise<{ rows: CourseWithCounts[]; total: number }> {
  const where = and(visibleTo(courses, viewer), ...filterConditions(filters));
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select(cardColumns)
        .from(courses)
        .where(where)
        .orderBy(...courseOrder, asc(courses.id)),
      paging,
    ),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(courses)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The course if it exists and the viewer may see it; otherwise the one "not found" answer. */
export async function findVisibleCourse(db: Db, viewer: Viewer, id: string) {
  if (!isRowId(id)) throw new AppError('moocCourseNotFound');
  const [row] = await db
    .select(cardColumns)
    .from(courses)
    .where(and(eq(courses.id, id), visibleTo(courses, viewer)));
  if (!row) throw new AppError('moocCourseNotFound');
  return row;
}

export async function semestersOf(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(courseSemesters)
    .where(inArray(courseSemesters.courseId, courseIds))
    .orderBy(asc(courseSemesters.position), asc(courseSemesters.startsOn));
}

/** How much a course holds, over all its semesters. */
export async function countsOf(db: Db, courseId: string): Promise<MoocCounts> {
  const ofKind = (kind: string) =>
    sql<number>`count(${classContents.id}) filter (where ${classContents.kind} = ${kind})`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      semesters: sql<number>`count(distinct ${courseSemesters.id})`.mapWith(Number),
      chapters: sql<number>`count(distinct ${courseChapters.id})`.mapWith(Number),
      classHours: sql<number>`count(distinct ${classHours.id})`.mapWith(Number),
      videos: ofKind('video'),
      documents: ofKind('document'),
      tests: ofKind('test'),
      videoSeconds: sql<number>`coalesce(sum(${classContents.durationSeconds})
        filter (where ${classContents.kind} = 'video'), 0)`.mapWith(Number),
    })
    .from(courseSemesters)
    .leftJoin(courseChapters, eq(courseChapters.semesterId, courseSemesters.id))
    .leftJoin(classHours, eq(classHours.chapterId, courseChapters.id))
    .leftJoin(classContents, eq(classContents.classHourId, classHours.id))
    .where(eq(courseSemesters.courseId, courseId));
  return (
    row ?? {
      semesters: 0,
      chapters: 0,
      classHours: 0,
      videos: 0,
      documents: 0,
      tests: 0,
      videoSeconds: 0,
    }
  );
}
