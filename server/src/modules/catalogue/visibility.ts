import { and, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { catalogueCollections, catalogueItems, classMembers, contentClassGrants } from './tables';

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

/**
 * The one rule for an item (micro-lesson, video, article, replay...) a viewer may see: the item is
 * visible to them and, when it sits in a collection (series, section, category, replay group), so
 * is the collection; hiding a series hides its lessons. Written without a join, so any query over
 * `catalogue_items` adds it as it is, whatever it joins for its own columns.
 */
export function itemVisibleTo(viewer: Viewer): SQL {
  const visibleCollections = sql`(select ${catalogueCollections.id} from ${catalogueCollections}
    where ${visibleTo(catalogueCollections, viewer)})`;
  return and(
    visibleTo(catalogueItems, viewer),
    or(
      isNull(catalogueItems.collectionId),
      inArray(catalogueItems.collectionId, visibleCollections),
    ),
  ) as SQL;
}
