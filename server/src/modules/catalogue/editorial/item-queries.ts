import { aliasedTable, and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { catalogueCollections, catalogueItems } from '../tables';
import { itemVisibleTo, type Viewer } from '../visibility';

export type ItemRow = typeof catalogueItems.$inferSelect;
export type CollectionRow = typeof catalogueCollections.$inferSelect;

/** The section an item is read with (left-joined: news and cases belong to none). */
export const sections = aliasedTable(catalogueCollections, 'section');

/** Orders used by the lists. */
export const ORDER = {
  hotThenNewest: [
    desc(catalogueItems.hot),
    desc(catalogueItems.publishedAt),
    asc(catalogueItems.id),
  ],
  newest: [desc(catalogueItems.publishedAt), asc(catalogueItems.id)],
  sectionOrder: [
    asc(sections.position),
    asc(sections.id),
    asc(catalogueItems.position),
    desc(catalogueItems.publishedAt),
    asc(catalogueItems.id),
  ],
} satisfies Record<string, SQL[]>;

/** A page of visible items matching `where`, each with its section, and how many match in all. */
export async function pageVisibleItems(
  db: Db,
  viewer: Viewer,
  where: SQL,
  order: SQL[],
  page: PageRequest,
): Promise<{ rows: { item: ItemRow; section: CollectionRow | null }[]; total: number }> {
  const condition = and(where, itemVisibleTo(viewer));
  const joined = eq(sections.id, catalogueItems.collectionId);
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select({ item: catalogueItems, section: sections })
        .from(catalogueItems)
        .leftJoin(sections, joined)
        .where(condition)
        .orderBy(...order),
      page,
    ),
    db.select({ total: count() }).from(catalogueItems).leftJoin(sections, joined).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One visible item matching `where` by id, with its section; undefined when the viewer cannot see it. */
export async function findVisibleItem(
  db: Db,
  viewer: Viewer,
  id: string,
  where: SQL,
): Promise<{ item: ItemRow; section: CollectionRow | null } | undefined> {
  // A malformed id names nothing; asking the database would only fail on the cast.
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({ item: catalogueItems, section: sections })
    .from(catalogueItems)
    .leftJoin(sections, eq(sections.id, catalogueItems.collectionId))
    .where(and(eq(catalogueItems.id, id), where, itemVisibleTo(viewer)));
  return row;
}

export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** Opening an item counts one view; answers the new count. */
export async function countView(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(catalogueItems)
    .set({ viewCount: sql`${catalogueItems.viewCount} + 1` })
    .where(eq(catalogueItems.id, id))
    .returning({ viewCount: catalogueItems.viewCount });
  return row?.viewCount ?? 0;
}
