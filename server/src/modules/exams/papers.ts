import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ExamFamily } from '@qiao/contracts/exams';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { isRowId } from '../catalogue';
import type { PaperRow } from './presenter';
import { examPapers } from './tables';

/** A mock paper by id; a lesson test or a made-up id is "not found". */
export async function findMockPaper(db: Db, paperId: string): Promise<PaperRow> {
  if (!isRowId(paperId)) throw new AppError('examPaperNotFound');
  const [paper] = await db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.id, paperId), eq(examPapers.kind, 'mock')));
  if (!paper) throw new AppError('examPaperNotFound');
  return paper;
}

/** A lesson test's paper by the slug its class content names. */
export async function findLessonPaper(db: Db, slug: string): Promise<PaperRow> {
  const [paper] = await db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.slug, slug), eq(examPapers.kind, 'lesson')));
  if (!paper) throw new AppError('examPaperNotFound');
  return paper;
}

/** Mock papers, by family and level, full papers before short ones. */
export async function listMockPapers(
  db: Db,
  filter: { family?: ExamFamily; level?: number },
): Promise<PaperRow[]> {
  const conditions: SQL[] = [eq(examPapers.kind, 'mock')];
  if (filter.family) conditions.push(eq(examPapers.family, filter.family));
  if (filter.level) conditions.push(eq(examPapers.level, filter.level));
  return db
    .select()
    .from(examPapers)
    .where(and(...conditions))
    .orderBy(
      asc(examPapers.family),
      asc(examPapers.level),
      asc(examPapers.format),
      asc(examPapers.slug),
    );
}
