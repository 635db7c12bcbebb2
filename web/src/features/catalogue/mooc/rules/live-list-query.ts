import {
  LIVE_CATEGORY_ALL,
  LIVE_CATEGORY_IDS,
  type LiveCategoryId,
} from '@qiao/contracts/catalogue-mooc-rules';

/** The live list's category and page, kept in the address (`cate`, `page`). */
export interface LiveListQuery {
  cate: LiveCategoryId;
  page: number;
}

export function parseLiveListQuery(search: URLSearchParams): LiveListQuery {
  const cate = LIVE_CATEGORY_IDS.find((id) => String(id) === search.get('cate'));
  const page = Number(search.get('page'));
  return {
    cate: cate ?? LIVE_CATEGORY_ALL,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function liveListSearch(query: LiveListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.cate !== LIVE_CATEGORY_ALL) search.set('cate', String(query.cate));
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}
