import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CollectionKind, ItemKind } from '@qiao/contracts/catalogue';
import type { Db } from '../../../platform/db/database';
import { catalogueCollections, catalogueItems, courses } from '../tables';
import { itemVisibleTo, visibleTo, type Viewer } from '../visibility';
import type { CardRow } from './content-cards';

const noCollection = {
  collectionId: sql<string | null>`null`,
  collectionKind: sql<CollectionKind | null>`null`,
};

const courseCardColumns = {
  id: courses.id,
  kind: sql<'course'>`'course'`,
  title: courses.title,
  summary: courses.summary,
  coverKey: courses.coverKey,
  publishedAt: courses.publishedAt,
  audience: courses.audience,
  difficulty: courses.difficulty,
  category: courses.category,
  ...noCollection,
};

const itemCardColumns = {
  id: catalogueItems.id,
  kind: catalogueItems.kind,
  title: catalogueItems.title,
  summary: catalogueItems.summary,
  coverKey: catalogueItems.coverKey,
  publishedAt: catalogueItems.publishedAt,
  audience: catalogueItems.audience,
  difficulty: catalogueItems.difficulty,
  category: catalogueItems.category,
  collectionId: catalogueCollections.id,
  collectionKind: catalogueCollections.kind,
};

/** Visible courses as cards, editorial weight first, newest next. */
export async function courseCards(
  db: Db,
  viewer: Viewer,
  options: { where?: SQL; limit: number; coverFirst?: boolean },
): Promise<CardRow[]> {
  const covered = options.coverFirst ? [sql`${courses.coverKey} is null`] : [];
  return db
    .select(courseCardColumns)
    .from(courses)
    .where(and(visibleTo(courses, viewer), options.where))
    .orderBy(...covered, desc(courses.hot), courses.position, desc(courses.publishedAt), courses.id)
    .limit(options.limit);
}

/** Visible items as cards, with the collection that decides some of their pages. */
export async function itemCards(
  db: Db,
  viewer: Viewer,
  options: { where?: SQL; limit: number; newestFirst?: boolean; coverFirst?: boolean },
): Promise<CardRow[]> {
  const covered = options.coverFirst ? [sql`${catalogueItems.coverKey} is null`] : [];
  const order = options.newestFirst
    ? [desc(catalogueItems.publishedAt), desc(catalogueItems.hot)]
    : [desc(catalogueItems.hot), catalogueItems.position, desc(catalogueItems.publishedAt)];
  return db
    .select(itemCardColumns)
    .from(catalogueItems)
    .leftJoin(catalogueCollections, eq(catalogueCollections.id, catalogueItems.collectionId))
    .where(and(itemVisibleTo(viewer), options.where))
    .orderBy(...covered, ...order, catalogueItems.id)
    .limit(options.limit);
}

export const itemKindIs = (kind: ItemKind) => eq(catalogueItems.kind, kind);
export const collectionKindIs = (kind: CollectionKind) => eq(catalogueCollections.kind, kind);
