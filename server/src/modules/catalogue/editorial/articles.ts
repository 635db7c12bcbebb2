import { eq, type SQL } from 'drizzle-orm';
import type { ArticleDetail } from '@qiao/contracts/catalogue-editorial';
import type { ErrorKey } from '@qiao/contracts/errors';
import type { Language } from '@qiao/contracts/languages';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { catalogueItems } from '../tables';
import type { Viewer } from '../visibility';
import { countView, findVisibleItem, ORDER, pageVisibleItems } from './item-queries';
import { toArticleCard, toArticleDetail } from './presenter';

export interface Reader {
  viewer: Viewer;
  language: Language;
}

export const isNews = eq(catalogueItems.kind, 'news');
export const isNotice = eq(catalogueItems.kind, 'notice');

/** News for the list and the home row: the editors' hot ones first, then the newest. */
export async function listHotNews(db: Db, reader: Reader, page: PageRequest) {
  const { rows, total } = await pageVisibleItems(
    db,
    reader.viewer,
    isNews,
    ORDER.hotThenNewest,
    page,
  );
  return { list: rows.map((row) => toArticleCard(row, reader.language)), total };
}

export async function listNotices(db: Db, reader: Reader, page: PageRequest) {
  const { rows, total } = await pageVisibleItems(db, reader.viewer, isNotice, ORDER.newest, page);
  return { list: rows.map((row) => toArticleCard(row, reader.language)), total };
}

/**
 * Opens one article of a kind the viewer may see and counts the view. An id that does not exist,
 * is of another kind or is hidden from the viewer answers the same translated "not found".
 */
export async function openArticle(
  db: Db,
  reader: Reader,
  id: string,
  kind: SQL,
  notFound: ErrorKey,
): Promise<ArticleDetail> {
  const row = await findVisibleItem(db, reader.viewer, id, kind);
  if (!row) throw new AppError(notFound);
  const views = await countView(db, row.item.id);
  return toArticleDetail(row, reader.language, views);
}
