import { and, eq, or, type SQL } from 'drizzle-orm';
import type { ExploreCard, RainbowCard } from '@qiao/contracts/catalogue-editorial';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { catalogueItems } from '../tables';
import { AppError } from '../../../platform/http/app-error';
import { openArticle, type Reader } from './articles';
import { countView, findVisibleItem, ORDER, pageVisibleItems, sections } from './item-queries';
import { toArticleCard, toArticleDetail } from './presenter';

/**
 * Rainbow dragon: its articles, and the e-books shelved in a rainbow section (an e-book elsewhere
 * belongs to the e-book list, not here).
 */
export const inRainbow = or(
  eq(catalogueItems.kind, 'rainbow'),
  and(eq(catalogueItems.kind, 'ebook'), eq(sections.kind, 'rainbow_section')),
) as SQL;

/** Explore China: its articles, and videos shelved in an explore section. */
export const inExplore = or(
  eq(catalogueItems.kind, 'explore'),
  and(eq(catalogueItems.kind, 'video'), eq(sections.kind, 'explore_section')),
) as SQL;

/** An item plays on the broadcast page when it holds a video. */
export function hasVideo(item: { mediaKey: string | null; mediaType: string | null }): boolean {
  return Boolean(item.mediaKey && item.mediaType?.startsWith('video/'));
}

export async function listRainbow(
  db: Db,
  reader: Reader,
  page: PageRequest,
): Promise<{ list: RainbowCard[]; total: number }> {
  const { rows, total } = await pageVisibleItems(
    db,
    reader.viewer,
    inRainbow,
    ORDER.sectionOrder,
    page,
  );
  return {
    list: rows.map((row) => ({
      ...toArticleCard(row, reader.language),
      kind: row.item.kind === 'ebook' ? ('ebook' as const) : ('rainbow' as const),
    })),
    total,
  };
}

export async function rainbowInfo(db: Db, reader: Reader, id: string) {
  return openArticle(db, reader, id, eq(catalogueItems.kind, 'rainbow'), 'themedItemNotFound');
}

export async function listExplore(
  db: Db,
  reader: Reader,
  page: PageRequest,
): Promise<{ list: ExploreCard[]; total: number }> {
  const { rows, total } = await pageVisibleItems(
    db,
    reader.viewer,
    inExplore,
    ORDER.sectionOrder,
    page,
  );
  return {
    list: rows.map((row) => ({
      ...toArticleCard(row, reader.language),
      hasVideo: hasVideo(row.item),
      durationSeconds: hasVideo(row.item) ? row.item.durationSeconds : null,
    })),
    total,
  };
}

export async function exploreInfo(db: Db, reader: Reader, id: string) {
  const row = await findVisibleItem(db, reader.viewer, id, inExplore);
  if (!row) throw new AppError('themedItemNotFound');
  const views = await countView(db, row.item.id);
  return { ...toArticleDetail(row, reader.language, views), hasVideo: hasVideo(row.item) };
}
