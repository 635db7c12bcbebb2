import type { SearchTab } from '@qiao/contracts/catalogue-home';

/** The search pages (spec §2 Search), under the hash router. */
export const SEARCH_ROUTE = '/pages/search/search';
export const SEARCH_NEW_ROUTE = '/pages/search/search_new';
export const SEARCH_RESULTS_ROUTE = '/pages/search/search_res';

/** The results page for a keyword, on a tab (courses when not said). */
export function searchResultsPath(keyword: string, tab?: SearchTab): string {
  const query = new URLSearchParams({ keyword: keyword.trim() });
  if (tab && tab !== 'courses') query.set('tab', tab);
  return `${SEARCH_RESULTS_ROUTE}?${query.toString()}`;
}
