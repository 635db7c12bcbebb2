import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CollectionKind, ItemKind } from '@qiao/contracts/catalogue';
import type { LibraryCard } from '@qiao/contracts/catalogue-library';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../../platform/db/database';
import { catalogueItems } from '../tables';
import type { Viewer } from '../visibility';
import { toCard } from './presenter';
import { findItem, group, isUuid } from './queries';
import { itemVisibleTo } from '../visibility';

/**
 * What the learning records need of catalogue items, so the learning module never reads the
 * catalogue's tables: one item the learner may see, the condition "the learner still sees this
 * item" for its own lists, and the cards of the items a list names.
 */

export interface RecordableItem {
  id: string;
  kind: ItemKind;
  durationSeconds: number | null;
}

/** An item of the given kinds the viewer may see (a hidden one is as absent as a missing one). */
export async function findRecordableItem(
  db: Db,
  viewer: Viewer,
  id: string,
  kinds: readonly ItemKind[],
): Promise<RecordableItem | undefined> {
  const found = await findItem(db, viewer, id, kinds);
  if (!found) return undefined;
  return {
    id: found.item.id,
    kind: found.item.kind,
    durationSeconds: found.item.durationSeconds ?? null,
  };
}

/** True where `itemId` names an item of `kinds` the viewer may see. */
export function itemVisibleWhere(
  db: Db,
  itemId: PgColumn,
  viewer: Viewer,
  kinds: readonly ItemKind[],
): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(catalogueItems)
      .leftJoin(group, eq(group.id, catalogueItems.collectionId))
      .where(
        and(
          eq(catalogueItems.id, itemId),
          inArray(catalogueItems.kind, [...kinds]),
          itemVisibleTo(viewer),
        ),
      ),
  );
}

/** A card of a learner's list, with the collection that decides where the item opens. */
export type RecordedItemCard = LibraryCard & {
  collection: { id: string; kind: CollectionKind } | null;
};

/**
 * The cards of the items named, among those the viewer may see, by id. Each keeps its collection:
 * a rainbow-dragon e-book opens in its section's reader, not the general one.
 */
export async function itemCards(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
  language: Language,
): Promise<Map<string, RecordedItemCard>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ item: catalogueItems, collectionKind: group.kind })
    .from(catalogueItems)
    .leftJoin(group, eq(group.id, catalogueItems.collectionId))
    .where(and(inArray(catalogueItems.id, wanted), itemVisibleTo(viewer)));
  return new Map(
    rows.map(({ item, collectionKind }) => [
      item.id,
      {
        ...toCard(item, language),
        collection:
          item.collectionId && collectionKind
            ? { id: item.collectionId, kind: collectionKind }
            : null,
      },
    ]),
  );
}
