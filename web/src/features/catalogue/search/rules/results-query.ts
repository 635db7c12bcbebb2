import { SEARCH_TABS, type SearchTab } from '@qiao/contracts/catalogue-home';

export interface ResultsQuery {
  keyword: string;
  tab: SearchTab;
  page: number;
}

/** Reads the results page's query (`?keyword=&tab=&page=`); anything odd falls back to defaults. */
export function readResultsQuery(params: URLSearchParams): ResultsQuery {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    tab: SEARCH_TABS.find((known) => known === tab) ?? 'courses',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query for a results page, leaving out what is the default. */
export function writeResultsQuery(query: ResultsQuery): URLSearchParams {
  const params = new URLSearchParams({ keyword: query.keyword });
  if (query.tab !== 'courses') params.set('tab', query.tab);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
