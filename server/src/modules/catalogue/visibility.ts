import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { classMembers, contentClassGrants } from './tables';

/** Who is looking: a signed-in user's id, or nobody (a visitor). */
export interface Viewer {
  userId: string | null;
}

export const VISITOR: Viewer = { userId: null };

/**
 * The one condition every catalogue query adds for a row with `id` and `visibility` columns:
 * "everyone" rows are seen by all, "given classes" rows only by members of a class the row is
 * granted to, and "back office only" rows never reach the learner's pages (the back office reads
 * the tables without it).
 */
export function visibleTo(row: { id: PgColumn; visibility: PgColumn }, viewer: Viewer): SQL {
  const everyone = eq(row.visibility, 'everyone');
  if (!viewer.userId) return everyone;
  const granted = exists(
    sql`(select 1 from ${contentClassGrants} join ${classMembers}
          on ${classMembers.classId} = ${contentClassGrants.classId}
         where ${contentClassGrants.subjectId} = ${row.id}
           and ${classMembers.userId} = ${viewer.userId})`,
  );
  return or(everyone, and(eq(row.visibility, 'classes'), granted)) as SQL;
}
