import { SEARCH_TABS, type SearchTab } from '@qiao/contracts/catalogue-home';
import { pageFrom, withPage } from '../../../../components/pager/page-param';

export interface ResultsQuery {
  keyword: string;
  tab: SearchTab;
  page: number;
}

/** Reads the results page's query (`?keyword=&tab=&page=`); anything odd falls back to defaults. */
export function readResultsQuery(params: URLSearchParams): ResultsQuery {
  const tab = params.get('tab');
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    tab: SEARCH_TABS.find((known) => known === tab) ?? 'courses',
    page: pageFrom(params),
  };
}

/** The query for a results page, leaving out what is the default. */
export function writeResultsQuery(query: ResultsQuery): URLSearchParams {
  const params = new URLSearchParams({ keyword: query.keyword });
  if (query.tab !== 'courses') params.set('tab', query.tab);
  return withPage(params, query.page);
}
