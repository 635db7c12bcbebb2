import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CollectionKind, ItemKind } from '@qiao/contracts/catalogue';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import {
  catalogueCollections,
  catalogueItems,
  classContents,
  classHours,
  courseChapters,
  courseSemesters,
  courses,
} from '../tables';
import { itemVisibleTo, visibleTo, type Viewer } from '../visibility';

export type ItemRow = typeof catalogueItems.$inferSelect;
export type CollectionRow = typeof catalogueCollections.$inferSelect;
export type ClassContentRow = typeof classContents.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive as free text: only a uuid can name a row (PostgreSQL refuses other text as uuid). */
export const isUuid = (id: string | undefined): id is string => Boolean(id && UUID.test(id));

/** The group an item sits in, joined under its own name so both rows' visibility can be checked. */
export const group = alias(catalogueCollections, 'item_group');

function seenItems(db: Db) {
  return db
    .select({ item: catalogueItems })
    .from(catalogueItems)
    .leftJoin(group, eq(group.id, catalogueItems.collectionId));
}

export interface ItemFilter {
  kinds: readonly ItemKind[];
  collectionId?: string;
  /** Only items with a playable or readable file. */
  withMedia?: boolean;
  excludeId?: string;
}

function itemConditions(viewer: Viewer, filter: ItemFilter): SQL {
  return and(
    itemVisibleTo(viewer),
    inArray(catalogueItems.kind, [...filter.kinds]),
    filter.collectionId ? eq(catalogueItems.collectionId, filter.collectionId) : undefined,
    filter.withMedia ? isNotNull(catalogueItems.mediaKey) : undefined,
    filter.excludeId ? ne(catalogueItems.id, filter.excludeId) : undefined,
  ) as SQL;
}

/**
 * Within a group, the editors' order, then publishing order (a series reads first lesson first);
 * across groups, newest first. Rows imported together share their time, so the slug settles ties
 * the way the importer named them (`…-1`, `…-2`).
 */
function itemOrder(filter: ItemFilter) {
  return filter.collectionId
    ? [asc(catalogueItems.position), asc(catalogueItems.publishedAt), asc(catalogueItems.slug)]
    : [desc(catalogueItems.publishedAt), asc(catalogueItems.position), asc(catalogueItems.slug)];
}

export async function listItems(
  db: Db,
  viewer: Viewer,
  filter: ItemFilter,
  page: PageRequest,
): Promise<{ rows: ItemRow[]; total: number }> {
  const where = itemConditions(viewer, filter);
  const rows = await onePage(
    seenItems(db)
      .where(where)
      .orderBy(...itemOrder(filter)),
    page,
  );
  const [total] = await db
    .select({ value: count() })
    .from(catalogueItems)
    .leftJoin(group, eq(group.id, catalogueItems.collectionId))
    .where(where);
  return { rows: rows.map((row) => row.item), total: total?.value ?? 0 };
}

/** One item of the given kinds the viewer may see, with its group; undefined otherwise. */
export async function findItem(
  db: Db,
  viewer: Viewer,
  id: string,
  kinds?: readonly ItemKind[],
): Promise<{ item: ItemRow; group: CollectionRow | null } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ item: catalogueItems, group })
    .from(catalogueItems)
    .leftJoin(group, eq(group.id, catalogueItems.collectionId))
    .where(
      and(
        itemVisibleTo(viewer),
        eq(catalogueItems.id, id),
        kinds ? inArray(catalogueItems.kind, [...kinds]) : undefined,
      ),
    );
  return row;
}

/** Groups of one kind the viewer may see, in the editors' order, with their visible item counts. */
export async function listGroups(
  db: Db,
  viewer: Viewer,
  kind: CollectionKind,
  page?: PageRequest,
): Promise<{ rows: (CollectionRow & { itemCount: number })[]; total: number }> {
  const where = and(eq(catalogueCollections.kind, kind), visibleTo(catalogueCollections, viewer));
  const query = db
    .select()
    .from(catalogueCollections)
    .where(where)
    .orderBy(
      asc(catalogueCollections.position),
      desc(catalogueCollections.publishedAt),
      asc(catalogueCollections.slug),
    );
  const rows = page ? await onePage(query, page) : await query;
  const [total] = await db.select({ value: count() }).from(catalogueCollections).where(where);
  const counts = await itemCounts(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, itemCount: counts.get(row.id) ?? 0 })),
    total: total?.value ?? 0,
  };
}

export async function findGroup(
  db: Db,
  viewer: Viewer,
  id: string,
  kind: CollectionKind,
): Promise<(CollectionRow & { itemCount: number }) | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(catalogueCollections)
    .where(
      and(
        eq(catalogueCollections.id, id),
        eq(catalogueCollections.kind, kind),
        visibleTo(catalogueCollections, viewer),
      ),
    );
  if (!row) return undefined;
  const counts = await itemCounts(db, viewer, [row.id]);
  return { ...row, itemCount: counts.get(row.id) ?? 0 };
}

async function itemCounts(db: Db, viewer: Viewer, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ groupId: catalogueItems.collectionId, value: count() })
    .from(catalogueItems)
    .where(and(visibleTo(catalogueItems, viewer), inArray(catalogueItems.collectionId, groupIds)))
    .groupBy(catalogueItems.collectionId);
  return new Map(rows.map((row) => [row.groupId ?? '', row.value]));
}

/** A class content (video or document of a MOOC class hour) whose course the viewer may see. */
export async function findClassContent(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<(ClassContentRow & { course: { id: string; priced: boolean } }) | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ content: classContents, courseId: courses.id, priceMinor: courses.priceMinor })
    .from(classContents)
    .innerJoin(classHours, eq(classHours.id, classContents.classHourId))
    .innerJoin(courseChapters, eq(courseChapters.id, classHours.chapterId))
    .innerJoin(courseSemesters, eq(courseSemesters.id, courseChapters.semesterId))
    .innerJoin(courses, eq(courses.id, courseSemesters.courseId))
    .where(and(eq(classContents.id, id), visibleTo(courses, viewer)));
  if (!row) return undefined;
  return { ...row.content, course: { id: row.courseId, priced: row.priceMinor !== null } };
}
