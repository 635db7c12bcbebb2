import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { DRIVE_ROUTE } from './drive-route';
import {
  MY_SHARES_ROUTE,
  SHARE_DETAIL_ROUTE,
  SHARE_REVIEW_ROUTE,
  ZONES_ROUTE,
} from './public-share/public-share-routes';
import { SHARE_ROUTE } from './share/share-route';

const load = {
  drive: () => import('./drive-page'),
  zones: () => import('./public-share/pages/zones-page'),
  shareDetail: () => import('./public-share/pages/share-detail-page'),
  shareReview: () => import('./public-share/pages/share-review-page'),
  myShares: () => import('./public-share/pages/my-shares-page'),
  share: () => import('./share/page/share-page'),
} satisfies Record<string, PageLoader>;

/** The file space, its public zones and shares, and the share link page. */
export function drivePageRoutes(): RouteObject[] {
  return [
    { path: DRIVE_ROUTE.slice(1), element: <LazyPage load={load.drive} /> },
    { path: ZONES_ROUTE.slice(1), element: <LazyPage load={load.zones} /> },
    { path: SHARE_DETAIL_ROUTE.slice(1), element: <LazyPage load={load.shareDetail} /> },
    { path: SHARE_REVIEW_ROUTE.slice(1), element: <LazyPage load={load.shareReview} /> },
    { path: MY_SHARES_ROUTE.slice(1), element: <LazyPage load={load.myShares} /> },
    // The share link page (route name Share): visitors open it without login.
    { path: SHARE_ROUTE.slice(1), id: 'Share', element: <LazyPage load={load.share} /> },
  ];
}
