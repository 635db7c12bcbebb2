import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../../app/lazy-page';
import { EDITORIAL_ROUTES } from './editorial-routes';

/** Each editorial page, loaded on first visit. */
const loaders: Record<keyof typeof EDITORIAL_ROUTES, PageLoader> = {
  newsList: () => import('./pages/news-list-page'),
  newsDetail: () => import('./pages/news-detail-page'),
  announcements: () => import('./pages/announcements-page'),
  caseList: () => import('./pages/case-list-page'),
  caseDetail: () => import('./pages/case-detail-page'),
  silkRoad: () => import('./pages/silk-road-index-page'),
  silkRoadDetail: () => import('./pages/silk-road-detail-page'),
  rainbowDragon: () => import('./pages/rainbow-dragon-page'),
  exploreChina: () => import('./pages/explore-china-page'),
  cardCategories: () => import('./pages/card-categories-page'),
  cards: () => import('./pages/cards-page'),
};

/** The router lines of the editorial sections (paths without the leading "/"). */
export function editorialPageRoutes(): RouteObject[] {
  return (Object.keys(loaders) as (keyof typeof EDITORIAL_ROUTES)[]).map((name) => ({
    path: EDITORIAL_ROUTES[name].slice(1),
    element: <LazyPage load={loaders[name]} />,
  }));
}
