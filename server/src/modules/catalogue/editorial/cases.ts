import { and, asc, count, eq, ilike, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { CaseCard, CaseFilters } from '@qiao/contracts/catalogue-editorial';
import { toAttachmentLinks } from './attachment-links';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { catalogueItems, itemAttachments } from '../tables';
import { searchForm } from '../search-text';
import { openArticle, type Reader } from './articles';
import { ORDER, pageVisibleItems } from './item-queries';
import { toArticleCard } from './presenter';

export const isCase = eq(catalogueItems.kind, 'case');

/** `%` and `_` in a keyword are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL for the filters a case list was asked for ("all" is a filter left out). */
export function caseConditions(filters: CaseFilters): SQL {
  const conditions: SQL[] = [isCase];
  if (filters.audience) conditions.push(eq(catalogueItems.audience, filters.audience));
  if (filters.difficulty) conditions.push(eq(catalogueItems.difficulty, filters.difficulty));
  if (filters.direction) conditions.push(eq(catalogueItems.direction, filters.direction));
  if (filters.category) conditions.push(eq(catalogueItems.category, filters.category));
  const keyword = filters.keyword ? searchForm(filters.keyword) : '';
  if (keyword) conditions.push(ilike(catalogueItems.searchText, `%${likeLiteral(keyword)}%`));
  return and(...conditions) as SQL;
}

/** Attachments that hold a file: one without is nothing to download, so never listed or counted. */
const downloadable = isNotNull(itemAttachments.mediaKey);

/** How many downloadable attachments each item has (items without any are absent). */
export async function attachmentCounts(db: Db, itemIds: string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: itemAttachments.itemId, n: count() })
    .from(itemAttachments)
    .where(and(inArray(itemAttachments.itemId, itemIds), downloadable))
    .groupBy(itemAttachments.itemId);
  return new Map(rows.map((row) => [row.itemId, row.n]));
}

export async function listCases(
  db: Db,
  reader: Reader,
  filters: CaseFilters,
  page: PageRequest,
): Promise<{ list: CaseCard[]; total: number }> {
  const { rows, total } = await pageVisibleItems(
    db,
    reader.viewer,
    caseConditions(filters),
    ORDER.newest,
    page,
  );
  const counts = await attachmentCounts(
    db,
    rows.map((row) => row.item.id),
  );
  return {
    list: rows.map((row) => ({
      ...toArticleCard(row, reader.language),
      audience: row.item.audience,
      difficulty: row.item.difficulty,
      attachmentCount: counts.get(row.item.id) ?? 0,
    })),
    total,
  };
}

/** An item's downloadable attachments in their order. */
export async function attachmentsOf(db: Db, itemId: string, page?: PageRequest) {
  const query = db
    .select()
    .from(itemAttachments)
    .where(and(eq(itemAttachments.itemId, itemId), downloadable))
    .orderBy(asc(itemAttachments.position), asc(itemAttachments.id));
  return page ? onePage(query, page) : query;
}

/** One case (counting the view) with its handouts behind fresh signed addresses. */
export async function caseDetail(db: Db, reader: Reader, signingKey: string, id: string) {
  const detail = await openArticle(db, reader, id, isCase, 'caseNotFound');
  const attachments = await attachmentsOf(db, detail.id);
  return { ...detail, attachments: toAttachmentLinks(attachments, reader.language, signingKey) };
}
