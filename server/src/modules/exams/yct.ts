import { and, asc, eq, sql } from 'drizzle-orm';
import { EXAM_LEVELS, levelName } from '@qiao/contracts/exams';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import {
  cardColumns,
  courseOrder,
  courses,
  presentCard,
  visibleTo,
  type viewerOf,
} from '../catalogue';
import { listMockPapers } from './papers';
import { presentPaper } from './presenter';

/**
 * The YCT pages: each level with its mock papers and the courses that prepare for it. Courses name
 * their level (`exam_family`, `exam_level`) and are read under the catalogue's one visibility rule.
 */

type Viewer = ReturnType<typeof viewerOf>;

const yctCourses = (viewer: Viewer, level?: number) =>
  and(
    eq(courses.examFamily, 'yct'),
    level === undefined ? undefined : eq(courses.examLevel, level),
    visibleTo(courses, viewer),
  );

export async function yctCategory(db: Db, viewer: Viewer, language: Language) {
  const [papers, counts] = await Promise.all([
    listMockPapers(db, { family: 'yct' }),
    db
      .select({
        level: courses.examLevel,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(courses)
      .where(yctCourses(viewer))
      .groupBy(courses.examLevel),
  ]);
  return {
    list: EXAM_LEVELS.yct.map((level) => ({
      level,
      levelName: levelName('yct', level),
      papers: papers.filter((paper) => paper.level === level).map((p) => presentPaper(p, language)),
      courseCount: counts.find((row) => row.level === level)?.count ?? 0,
    })),
  };
}

export async function yctCourseList(db: Db, viewer: Viewer, level: number, language: Language) {
  const rows = await db
    .select(cardColumns)
    .from(courses)
    .where(yctCourses(viewer, level))
    .orderBy(...courseOrder, asc(courses.id));
  return { list: rows.map((row) => presentCard(row, language)) };
}
