import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import type { AudioCard, AudioCardCategory } from '@qiao/contracts/catalogue-editorial';
import type { Language } from '@qiao/contracts/languages';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { onePage } from '../../../platform/db/paging';
import { AppError } from '../../../platform/http/app-error';
import { imageUrl } from '../media-urls';
import { catalogueCollections, catalogueItems } from '../tables';
import { visibleTo, type Viewer } from '../visibility';
import type { Reader } from './articles';
import { isUuid, ORDER, pageVisibleItems, type ItemRow } from './item-queries';
import { editorialLink } from './signed-links';

const isCategory = eq(catalogueCollections.kind, 'audio_card_category');
const isCard = eq(catalogueItems.kind, 'audio_card');

type CategoryRow = typeof catalogueCollections.$inferSelect;

/** How many cards of each category the viewer may see. */
async function visibleCardCounts(db: Db, viewer: Viewer, categoryIds: string[]) {
  if (categoryIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ categoryId: catalogueItems.collectionId, n: count() })
    .from(catalogueItems)
    .where(
      and(
        isCard,
        inArray(catalogueItems.collectionId, categoryIds),
        visibleTo(catalogueItems, viewer),
      ),
    )
    .groupBy(catalogueItems.collectionId);
  return new Map(rows.map((row) => [row.categoryId ?? '', row.n]));
}

function toCategory(row: CategoryRow, language: Language, cardCount: number): AudioCardCategory {
  return {
    id: row.id,
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    coverUrl: imageUrl(row.coverKey),
    cardCount,
  };
}

export async function listCardCategories(db: Db, reader: Reader, page: PageRequest) {
  const where = and(isCategory, visibleTo(catalogueCollections, reader.viewer)) as SQL;
  const [rows, [counted]] = await Promise.all([
    onePage(
      db
        .select()
        .from(catalogueCollections)
        .where(where)
        .orderBy(asc(catalogueCollections.position), asc(catalogueCollections.id)),
      page,
    ),
    db.select({ total: count() }).from(catalogueCollections).where(where),
  ]);
  const counts = await visibleCardCounts(
    db,
    reader.viewer,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toCategory(row, reader.language, counts.get(row.id) ?? 0)),
    total: counted?.total ?? 0,
  };
}

/** The file extension of a sound, for the name a browser would save it under. */
function audioExtension(mediaType: string | null): string {
  const subtype = mediaType?.split('/')[1]?.split(';')[0] ?? '';
  return { mpeg: 'mp3', mp4: 'm4a', 'x-wav': 'wav', wave: 'wav' }[subtype] ?? (subtype || 'audio');
}

export function toAudioCard(item: ItemRow, language: Language, signingKey: string): AudioCard {
  const face = item.card;
  const hanzi = face?.hanzi ?? pickText(item.title, 'zh');
  return {
    id: item.id,
    hanzi,
    pinyin: face?.pinyin ?? '',
    meaning: pickText(face?.meaning, language) || pickText(item.summary, language),
    audioUrl: item.mediaKey
      ? editorialLink(signingKey, {
          kind: 'audio',
          id: item.id,
          fileName: `${hanzi}.${audioExtension(item.mediaType)}`,
        }).url
      : null,
    durationSeconds: item.durationSeconds,
  };
}

/** A visible category's cards in order; a missing or hidden category is "not found". */
export async function cardsOfCategory(
  db: Db,
  reader: Reader,
  signingKey: string,
  id: string,
  page: PageRequest,
) {
  const [category] = isUuid(id)
    ? await db
        .select()
        .from(catalogueCollections)
        .where(
          and(
            eq(catalogueCollections.id, id),
            isCategory,
            visibleTo(catalogueCollections, reader.viewer),
          ),
        )
    : [];
  if (!category) throw new AppError('audioCardCategoryNotFound');
  const where = and(isCard, eq(catalogueItems.collectionId, category.id)) as SQL;
  const { rows, total } = await pageVisibleItems(
    db,
    reader.viewer,
    where,
    ORDER.sectionOrder,
    page,
  );
  const counts = await visibleCardCounts(db, reader.viewer, [category.id]);
  return {
    category: toCategory(category, reader.language, counts.get(category.id) ?? 0),
    list: rows.map((row) => toAudioCard(row.item, reader.language, signingKey)),
    total,
  };
}
