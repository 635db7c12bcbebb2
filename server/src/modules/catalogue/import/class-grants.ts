import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { contentClassGrants, learningClasses } from '../tables';

/**
 * Replaces which classes a row is given to. Classes are named by slug; a class the manifest names
 * and the database lacks is created with its slug as name, so content can be prepared before the
 * class's members are enrolled.
 */
export async function setGrants(tx: Db, subjectId: string, classes: readonly string[] | undefined) {
  await tx.delete(contentClassGrants).where(eq(contentClassGrants.subjectId, subjectId));
  if (!classes?.length) return;
  await tx
    .insert(learningClasses)
    .values(classes.map((slug) => ({ slug, name: slug })))
    .onConflictDoNothing({ target: learningClasses.slug });
  const rows = await tx
    .select({ id: learningClasses.id })
    .from(learningClasses)
    .where(inArray(learningClasses.slug, [...classes]));
  await tx
    .insert(contentClassGrants)
    .values(rows.map((row) => ({ subjectId, classId: row.id })))
    .onConflictDoNothing();
}
