import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import {
  EDITORIAL_LIMITS,
  type RoadCard,
  type RoadMenu,
  type SignedLink,
} from '@qiao/contracts/catalogue-editorial';
import { pickText } from '@qiao/contracts/catalogue';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { catalogueItems, itemAttachments } from '../tables';
import { openArticle, type Reader } from './articles';
import { toAttachmentLinks } from './attachment-links';
import { attachmentCounts, attachmentsOf } from './cases';
import { findVisibleItem, isUuid, ORDER, pageVisibleItems } from './item-queries';
import { toArticleCard, toSectionRef } from './presenter';
import { editorialLink } from './signed-links';
import { zipFileName } from './zip-names';

export const isRoad = eq(catalogueItems.kind, 'road');

export async function listRoad(
  db: Db,
  reader: Reader,
  sectionId: string | undefined,
  page: PageRequest,
): Promise<{ list: RoadCard[]; total: number }> {
  // An unknown section simply holds nothing.
  if (sectionId !== undefined && !isUuid(sectionId)) return { list: [], total: 0 };
  const where = sectionId
    ? (and(isRoad, eq(catalogueItems.collectionId, sectionId)) as SQL)
    : isRoad;
  const { rows, total } = await pageVisibleItems(
    db,
    reader.viewer,
    where,
    ORDER.sectionOrder,
    page,
  );
  const counts = await attachmentCounts(
    db,
    rows.map((row) => row.item.id),
  );
  return {
    list: rows.map((row) => ({
      ...toArticleCard(row, reader.language),
      attachmentCount: counts.get(row.item.id) ?? 0,
    })),
    total,
  };
}

async function visibleRoadItem(db: Db, reader: Reader, id: string) {
  const row = await findVisibleItem(db, reader.viewer, id, isRoad);
  if (!row) throw new AppError('roadItemNotFound');
  return row;
}

/** How many downloadable files an item has (attachments without a file are not counted). */
async function downloadableCount(db: Db, itemId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(itemAttachments)
    .where(and(eq(itemAttachments.itemId, itemId), isNotNull(itemAttachments.mediaKey)));
  return row?.n ?? 0;
}

export async function roadDetail(db: Db, reader: Reader, id: string) {
  const detail = await openArticle(db, reader, id, isRoad, 'roadItemNotFound');
  return { ...detail, attachmentCount: await downloadableCount(db, detail.id) };
}

/** The item's section and the section's items, in the order the index shows them. */
export async function roadMenu(db: Db, reader: Reader, id: string): Promise<RoadMenu> {
  const { item, section } = await visibleRoadItem(db, reader, id);
  if (!item.collectionId) {
    return {
      section: null,
      items: [{ id: item.id, title: pickText(item.title, reader.language) }],
    };
  }
  const { rows } = await pageVisibleItems(
    db,
    reader.viewer,
    and(isRoad, eq(catalogueItems.collectionId, item.collectionId)) as SQL,
    ORDER.sectionOrder,
    { currentPage: 1, pageCount: EDITORIAL_LIMITS.menuMaxItems },
  );
  return {
    section: toSectionRef(section, reader.language),
    items: rows.map((row) => ({
      id: row.item.id,
      title: pickText(row.item.title, reader.language),
    })),
  };
}

export async function roadResources(
  db: Db,
  reader: Reader,
  signingKey: string,
  id: string,
  page: PageRequest,
) {
  const { item } = await visibleRoadItem(db, reader, id);
  const [rows, total] = await Promise.all([
    attachmentsOf(db, item.id, page),
    downloadableCount(db, item.id),
  ]);
  return { list: toAttachmentLinks(rows, reader.language, signingKey), total };
}

/** A signed address of the zip of every attachment, named after the item in the reader's language. */
export async function roadDownloadAll(
  db: Db,
  reader: Reader,
  signingKey: string,
  id: string,
): Promise<SignedLink> {
  const { item } = await visibleRoadItem(db, reader, id);
  const fileName = zipFileName(pickText(item.title, reader.language));
  return { fileName, ...editorialLink(signingKey, { kind: 'road-zip', id: item.id, fileName }) };
}
