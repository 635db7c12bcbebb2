import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import {
  MY_SHARES_ROUTE,
  SHARE_DETAIL_ROUTE,
  SHARE_REVIEW_ROUTE,
  ZONES_ROUTE,
} from './public-share-routes';
import { SHARE_ROUTE } from './share-route';

const load = {
  zones: () => import('./public/pages/zones-page'),
  shareDetail: () => import('./public/pages/share-detail-page'),
  shareReview: () => import('./public/pages/share-review-page'),
  myShares: () => import('./public/pages/my-shares-page'),
  share: () => import('./page/share-page'),
} satisfies Record<string, PageLoader>;

/** The share link page (route name Share): visitors open it without login, on phones too. */
export function shareLinkPageRoutes(): RouteObject[] {
  return [{ path: SHARE_ROUTE.slice(1), id: 'Share', element: <LazyPage load={load.share} /> }];
}

/** Public shares (zones, a share's detail, review, my public shares) and the share link page. */
export function sharePageRoutes(): RouteObject[] {
  return [
    { path: ZONES_ROUTE.slice(1), element: <LazyPage load={load.zones} /> },
    { path: SHARE_DETAIL_ROUTE.slice(1), element: <LazyPage load={load.shareDetail} /> },
    { path: SHARE_REVIEW_ROUTE.slice(1), element: <LazyPage load={load.shareReview} /> },
    { path: MY_SHARES_ROUTE.slice(1), element: <LazyPage load={load.myShares} /> },
    ...shareLinkPageRoutes(),
  ];
}
