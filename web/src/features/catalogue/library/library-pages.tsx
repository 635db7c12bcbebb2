import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../../app/lazy-page';
import { LIBRARY_ROUTES } from './library-routes';

const load = {
  weikeList: () => import('./pages/weike-list-page'),
  weikeSeriesList: () => import('./pages/weike-series-list-page'),
  weikeSeries: () => import('./pages/weike-series-page'),
  weikeDetails: () => import('./pages/weike-details-page'),
  videoList: () => import('./pages/video-list-page'),
  videoDetails: () => import('./pages/video-details-page'),
  ebookList: () => import('./pages/ebook-list-page'),
  ebookReader: () => import('./pages/ebook-reader-page'),
  rainbowEbook: () => import('./pages/ebook-reader-page'),
  documentList: () => import('./pages/document-list-page'),
  documentReader: () => import('./pages/document-reader-page'),
  broadcast: () => import('./pages/broadcast-page'),
} satisfies Record<keyof typeof LIBRARY_ROUTES, PageLoader>;

/** The library's routes, each page loaded on first visit (the rainbow e-book shares the reader). */
export function libraryPageRoutes(): RouteObject[] {
  return (Object.keys(LIBRARY_ROUTES) as (keyof typeof LIBRARY_ROUTES)[]).map((name) => ({
    path: LIBRARY_ROUTES[name].slice(1),
    element: <LazyPage load={load[name]} />,
  }));
}
