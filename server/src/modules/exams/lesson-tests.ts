import { and, eq, inArray } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import { EXAM_LIMITS, type ItemAnswer, type StoredPaper } from '@qiao/contracts/exams';
import type { LessonTestResult } from '@qiao/contracts/exams-calls';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import {
  classContents,
  courseOfContent,
  courseOutline,
  type CourseAccessCheck,
  type CourseOutline,
} from '../catalogue';
import { findLessonPaper } from './papers';
import { pictureUrl, type PaperRow } from './presenter';
import { countItems } from './rules/paper-row';
import { isRight, lessonMarks } from './rules/marking';
import { itemsOf } from './rules/paper-items';
import { publicSections } from './rules/public-paper';
import { resultItems } from './rules/result-items';
import { lessonAudioUrl } from './audio';
import { examPapers, lessonTestResults } from './tables';

/**
 * Lesson tests: a class content of kind test names a lesson paper by slug. A learner takes it where
 * they may open the class hour: the content is found through its course's outline, which exists
 * only when the course is visible to them (the learning records' check), and a priced course must
 * be open to them (bought). Each learner's latest
 * result per test is kept; a course's accuracy is right ÷ items over those latest results.
 */

interface LocatedTest {
  outline: CourseOutline;
  title: string;
  paper: PaperRow;
}

async function locateTest(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  contentId: string,
  language: Language,
): Promise<LocatedTest> {
  const courseId = await courseOfContent(db, contentId);
  const outline = courseId ? await courseOutline(db, { userId }, courseId) : null;
  const content = outline?.hours
    .flatMap((hour) => hour.contents)
    .find((candidate) => candidate.id === contentId);
  if (!outline || !content) throw new AppError('learningContentNotFound');
  await access.assertOpen({ userId }, { id: outline.courseId, priced: outline.priced });
  if (content.kind !== 'test') throw new AppError('examNotLessonTest');
  const [row] = await db
    .select({ testRef: classContents.testRef })
    .from(classContents)
    .where(eq(classContents.id, contentId));
  if (!row?.testRef) throw new AppError('examNotLessonTest');
  return {
    outline,
    title: pickText(content.title, language),
    paper: await findLessonPaper(db, row.testRef),
  };
}

type ResultRow = typeof lessonTestResults.$inferSelect;

function presentResult(row: Pick<ResultRow, 'right' | 'items' | 'takenAt'>): LessonTestResult {
  return { ...lessonMarks(row.right, row.items), takenAt: row.takenAt.toISOString() };
}

const testIdsOf = (outline: CourseOutline) =>
  outline.hours
    .flatMap((hour) => hour.contents)
    .filter((c) => c.kind === 'test')
    .map((c) => c.id);

/** The learner's latest results of a course's tests, and how many tests it has. */
async function courseResults(db: Db, userId: string, outline: CourseOutline) {
  const testIds = testIdsOf(outline);
  const rows =
    testIds.length === 0
      ? []
      : await db
          .select({ right: lessonTestResults.right, items: lessonTestResults.items })
          .from(lessonTestResults)
          .where(
            and(
              eq(lessonTestResults.userId, userId),
              inArray(lessonTestResults.contentId, testIds),
            ),
          );
  const right = rows.reduce((sum, row) => sum + row.right, 0);
  const items = rows.reduce((sum, row) => sum + row.items, 0);
  return { tests: testIds.length, testsTaken: rows.length, accuracy: items ? right / items : null };
}

export async function lessonTest(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  contentId: string,
  language: Language,
) {
  const { title, paper } = await locateTest(db, access, userId, contentId, language);
  const [last] = await db
    .select()
    .from(lessonTestResults)
    .where(and(eq(lessonTestResults.userId, userId), eq(lessonTestResults.contentId, contentId)));
  return {
    contentId,
    title,
    section: publicSections(paper.paper, pictureUrl)[0]!,
    last: last ? presentResult(last) : null,
    passAccuracy: EXAM_LIMITS.lessonTestPassAccuracy,
  };
}

/** Marks a lesson test, keeps it as the learner's latest result, and answers the course's accuracy. */
export async function submitLessonTest(
  db: Db,
  access: CourseAccessCheck,
  userId: string,
  input: { contentId: string; answers: Record<string, ItemAnswer> },
  language: Language,
  now = new Date(),
) {
  const { outline, paper } = await locateTest(db, access, userId, input.contentId, language);
  const items = itemsOf(paper.paper);
  // Only the paper's own items count; anything else sent is not kept.
  const answers = Object.fromEntries(
    Object.entries(input.answers).filter(([id]) => items.some(({ item }) => item.id === id)),
  );
  const right = items.filter(({ item }) => isRight(item, answers[item.id])).length;
  const values = { right, items: countItems(paper.paper), answers, takenAt: now };
  await db
    .insert(lessonTestResults)
    .values({ userId, contentId: input.contentId, ...values })
    .onConflictDoUpdate({
      target: [lessonTestResults.userId, lessonTestResults.contentId],
      set: values,
    });
  const course = await courseResults(db, userId, outline);
  return {
    result: presentResult(values),
    items: resultItems(paper.paper, answers, pictureUrl),
    courseAccuracy: course.accuracy ?? 0,
  };
}

/** The learner's lesson-test accuracy in a course they may see. */
export async function courseTestAccuracy(db: Db, userId: string, courseId: string) {
  const outline = await courseOutline(db, { userId }, courseId);
  if (!outline) throw new AppError('moocCourseNotFound');
  const course = await courseResults(db, userId, outline);
  const passAccuracy = EXAM_LIMITS.lessonTestPassAccuracy;
  return {
    ...course,
    passAccuracy,
    passed: course.accuracy !== null && course.accuracy >= passAccuracy,
  };
}

/** The address of a lesson test item's sound, for a learner who may open the test. */
export async function lessonTestAudio(
  db: Db,
  access: CourseAccessCheck,
  signingKey: string,
  userId: string,
  input: { contentId: string; itemId: string },
  language: Language,
): Promise<{ url: string }> {
  const { paper } = await locateTest(db, access, userId, input.contentId, language);
  return { url: lessonAudioUrl(signingKey, input.contentId, paper.paper, input.itemId) };
}

/** The lesson paper a test content names (the signed sound address already holds the right). */
export async function lessonPaperOfContent(db: Db, contentId: string): Promise<StoredPaper | null> {
  const [row] = await db
    .select({ paper: examPapers.paper })
    .from(classContents)
    .innerJoin(
      examPapers,
      and(eq(examPapers.slug, classContents.testRef), eq(examPapers.kind, 'lesson')),
    )
    .where(eq(classContents.id, contentId));
  return row?.paper ?? null;
}
