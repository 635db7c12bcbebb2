import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { savePaper } from './save-paper';
import { examPapers } from './tables';

/** Whether a lesson paper of this slug exists (a class content of kind test may name it). */
export async function lessonPaperExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: examPapers.id })
    .from(examPapers)
    .where(and(eq(examPapers.slug, slug), eq(examPapers.kind, 'lesson')));
  return row !== undefined;
}

/**
 * What the content importer needs of the exams module, handed to it by the code that runs imports
 * (the exams module reads the catalogue, so the catalogue cannot import it): write a paper, and
 * check that a lesson test a course names exists.
 */
export const examPaperStore = { save: savePaper, lessonPaperExists };
