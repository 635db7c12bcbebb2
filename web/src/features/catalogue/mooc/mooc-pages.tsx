import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../../app/lazy-page';
import {
  CLASS_HOUR_PDF_ROUTE,
  CLASS_HOUR_ROUTE,
  LIVE_LIST_ROUTE,
  MOOC_DETAILS_ROUTE,
  MOOC_LIST_ROUTE,
  V_CLASS_HOUR_PDF_ROUTE,
  V_CLASS_HOUR_ROUTE,
  V_MOOC_CHAPTER_ROUTE,
  V_MOOC_DETAIL_INDEX_ROUTE,
  V_MOOC_DETAIL_ROUTE,
  V_MOOC_LIST_ROUTE,
} from './mooc-routes';
import { loadClassHourPage } from './player/load-class-hour-page';

const load = {
  list: () => import('./pages/mooc-list-page'),
  details: () => import('./pages/mooc-details-page'),
  chapter: () => import('./pages/chapter-page'),
  classHour: loadClassHourPage,
  liveList: () => import('./pages/live-list-page'),
} satisfies Record<string, PageLoader>;

/**
 * MOOCs and live classes: the course centre's routes and the v/mooc ones show the same pages; a
 * class hour's page has the player, its pdf twins open its document first.
 */
export function moocPageRoutes(): RouteObject[] {
  const page = (route: string, loader: PageLoader): RouteObject => ({
    path: route.slice(1),
    element: <LazyPage load={loader} />,
  });
  return [
    page(MOOC_LIST_ROUTE, load.list),
    page(V_MOOC_LIST_ROUTE, load.list),
    page(MOOC_DETAILS_ROUTE, load.details),
    page(V_MOOC_DETAIL_ROUTE, load.details),
    page(V_MOOC_DETAIL_INDEX_ROUTE, load.details),
    page(V_MOOC_CHAPTER_ROUTE, load.chapter),
    ...[CLASS_HOUR_ROUTE, CLASS_HOUR_PDF_ROUTE, V_CLASS_HOUR_ROUTE, V_CLASS_HOUR_PDF_ROUTE].map(
      (route) => page(route, load.classHour),
    ),
    page(LIVE_LIST_ROUTE, load.liveList),
  ];
}
