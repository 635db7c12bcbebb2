import { and, count, desc, eq } from 'drizzle-orm';
import type { Language } from '@qiao/contracts/languages';
import { MY_ITEM_LISTS, type MyItem, type MyItemList } from '@qiao/contracts/learning-items';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { itemCards, itemVisibleWhere } from '../catalogue';
import { itemProgress } from './item-records';
import { resumeTime } from './progress-rules';
import { itemRecords } from './tables';

/**
 * The personal centre's "my micro-lessons" and "my documents": the learner's own item records,
 * last studied first, of items they may still see (an item hidden since drops out of the list).
 */
export async function myItemsPage(
  db: Db,
  userId: string,
  language: Language,
  list: MyItemList,
  paging: PageRequest,
): Promise<{ list: MyItem[]; total: number }> {
  const viewer = { userId };
  const where = and(
    eq(itemRecords.userId, userId),
    itemVisibleWhere(db, itemRecords.itemId, viewer, MY_ITEM_LISTS[list]),
  );
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select()
        .from(itemRecords)
        .where(where)
        .orderBy(desc(itemRecords.updatedAt), desc(itemRecords.itemId)),
      paging,
    ),
    db.select({ value: count() }).from(itemRecords).where(where),
  ]);
  const cards = await itemCards(
    db,
    viewer,
    rows.map((row) => row.itemId),
    language,
  );
  return {
    list: rows.flatMap((row) => {
      const card = cards.get(row.itemId);
      if (!card) return [];
      return [
        {
          ...card,
          progress: itemProgress(card, row),
          done: row.completedAt !== null,
          currentTime: resumeTime(row.currentTime, card.durationSeconds),
          lastStudiedAt: row.updatedAt.toISOString(),
        },
      ];
    }),
    total: counted?.value ?? 0,
  };
}
