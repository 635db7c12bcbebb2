import {
  LIVE_CATEGORY_ALL,
  LIVE_CATEGORY_IDS,
  type LiveCategoryId,
} from '@qiao/contracts/catalogue-mooc-rules';
import { pageFrom, withPage } from '../../../../components/pager/page-param';

/** The live list's category and page, kept in the address (`cate`, `page`). */
export interface LiveListQuery {
  cate: LiveCategoryId;
  page: number;
}

export function parseLiveListQuery(search: URLSearchParams): LiveListQuery {
  const cate = LIVE_CATEGORY_IDS.find((id) => String(id) === search.get('cate'));
  return {
    cate: cate ?? LIVE_CATEGORY_ALL,
    page: pageFrom(search),
  };
}

export function liveListSearch(query: LiveListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.cate !== LIVE_CATEGORY_ALL) search.set('cate', String(query.cate));
  return withPage(search, query.page);
}
