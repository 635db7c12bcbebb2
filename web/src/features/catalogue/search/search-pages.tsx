import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../../app/lazy-page';
import { SEARCH_NEW_ROUTE, SEARCH_RESULTS_ROUTE, SEARCH_ROUTE } from './search-routes';

const load = {
  search: () => import('./pages/search-page'),
  searchNew: () => import('./pages/search-new-page'),
  results: () => import('./pages/search-results-page'),
} satisfies Record<string, PageLoader>;

/** The search pages (spec §2 Search). */
export function searchPageRoutes(): RouteObject[] {
  return [
    { path: SEARCH_ROUTE.slice(1), element: <LazyPage load={load.search} /> },
    { path: SEARCH_NEW_ROUTE.slice(1), element: <LazyPage load={load.searchNew} /> },
    { path: SEARCH_RESULTS_ROUTE.slice(1), element: <LazyPage load={load.results} /> },
  ];
}
