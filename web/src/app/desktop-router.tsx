import { createHashRouter, type RouteObject } from 'react-router';
import { DesktopShell } from './desktop-shell';
import { LazyPage, type PageLoader } from './lazy-page';
import { DRIVE_ROUTE } from '../features/drive/drive-route';
import {
  MY_SHARES_ROUTE,
  SHARE_DETAIL_ROUTE,
  SHARE_REVIEW_ROUTE,
  ZONES_ROUTE,
} from '../features/drive/public-share/public-share-routes';
import { SHARE_ROUTE } from '../features/drive/share/rules/share-page-query';
import {
  CLASS_HOUR_PDF_ROUTE,
  CLASS_HOUR_ROUTE,
  LIVE_LIST_ROUTE,
  MOOC_DETAILS_ROUTE,
  MOOC_LIST_ROUTE,
  V_MOOC_CHAPTER_ROUTE,
  V_MOOC_DETAIL_INDEX_ROUTE,
  V_MOOC_DETAIL_ROUTE,
  V_CLASS_HOUR_PDF_ROUTE,
  V_CLASS_HOUR_ROUTE,
  V_MOOC_LIST_ROUTE,
} from '../features/catalogue/mooc/mooc-routes';
import { libraryPageRoutes } from '../features/catalogue/library/library-pages';
import { editorialPageRoutes } from '../features/catalogue/editorial/editorial-pages';
import {
  SEARCH_NEW_ROUTE,
  SEARCH_RESULTS_ROUTE,
  SEARCH_ROUTE,
} from '../features/catalogue/search/search-routes';
import { POST_REVIEW_ROUTE } from '../features/learning/discussion/discussion-routes';

const loadHomePage: PageLoader = () => import('../features/home/home-page');
// antd's 404 picture comes with antd, on the not-found page only.
const loadNotFoundPage: PageLoader = () =>
  import('../components/not-found-page').then(({ NotFoundPage }) => ({
    default: () => <NotFoundPage />,
  }));
const loadPersonalPage: PageLoader = () => import('../features/personal/personal-page');
const loadUsersPage: PageLoader = () => import('../features/admin/users-page');
const loadPostReviewPage: PageLoader = () =>
  import('../features/learning/discussion/pages/post-review-page');
const loadDrivePage: PageLoader = () => import('../features/drive/drive-page');
const loadZonesPage: PageLoader = () => import('../features/drive/public-share/pages/zones-page');
const loadShareDetailPage: PageLoader = () =>
  import('../features/drive/public-share/pages/share-detail-page');
const loadShareReviewPage: PageLoader = () =>
  import('../features/drive/public-share/pages/share-review-page');
const loadMySharesPage: PageLoader = () =>
  import('../features/drive/public-share/pages/my-shares-page');
const loadSharePage: PageLoader = () => import('../features/drive/share/page/share-page');
const loadSearchPage: PageLoader = () => import('../features/catalogue/search/pages/search-page');
const loadSearchNewPage: PageLoader = () =>
  import('../features/catalogue/search/pages/search-new-page');
const loadSearchResultsPage: PageLoader = () =>
  import('../features/catalogue/search/pages/search-results-page');
const loadMoocListPage: PageLoader = () =>
  import('../features/catalogue/mooc/pages/mooc-list-page');
const loadMoocDetailsPage: PageLoader = () =>
  import('../features/catalogue/mooc/pages/mooc-details-page');
const loadMoocChapterPage: PageLoader = () =>
  import('../features/catalogue/mooc/pages/chapter-page');
const loadClassHourPage: PageLoader = () =>
  import('../features/catalogue/mooc/player/pages/class-hour-page');
const loadLiveListPage: PageLoader = () =>
  import('../features/catalogue/mooc/pages/live-list-page');

/** The server answers unknown addresses with this same page and status 404. */
export function isAppPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}

function pageRoutes(): RouteObject[] {
  return [
    // The home draws without antd: the first visit's JavaScript budget (scripts/home-js-budget.ts).
    {
      index: true,
      element: <LazyPage load={loadHomePage} antd={false} translations="first-paint" />,
    },
    {
      path: 'pages/new-home/new-home',
      element: <LazyPage load={loadHomePage} antd={false} translations="first-paint" />,
    },
    { path: 'pages/personal/personal', element: <LazyPage load={loadPersonalPage} /> },
    { path: 'pages/admin/users', element: <LazyPage load={loadUsersPage} /> },
    { path: POST_REVIEW_ROUTE.slice(1), element: <LazyPage load={loadPostReviewPage} /> },
    { path: DRIVE_ROUTE.slice(1), element: <LazyPage load={loadDrivePage} /> },
    { path: ZONES_ROUTE.slice(1), element: <LazyPage load={loadZonesPage} /> },
    { path: SHARE_DETAIL_ROUTE.slice(1), element: <LazyPage load={loadShareDetailPage} /> },
    { path: SHARE_REVIEW_ROUTE.slice(1), element: <LazyPage load={loadShareReviewPage} /> },
    { path: MY_SHARES_ROUTE.slice(1), element: <LazyPage load={loadMySharesPage} /> },
    // The share link page (route name Share): visitors open it without login.
    { path: SHARE_ROUTE.slice(1), id: 'Share', element: <LazyPage load={loadSharePage} /> },
    // MOOCs: the course centre's routes and the v/mooc ones show the same pages.
    { path: MOOC_LIST_ROUTE.slice(1), element: <LazyPage load={loadMoocListPage} /> },
    { path: V_MOOC_LIST_ROUTE.slice(1), element: <LazyPage load={loadMoocListPage} /> },
    { path: MOOC_DETAILS_ROUTE.slice(1), element: <LazyPage load={loadMoocDetailsPage} /> },
    { path: V_MOOC_DETAIL_ROUTE.slice(1), element: <LazyPage load={loadMoocDetailsPage} /> },
    { path: V_MOOC_DETAIL_INDEX_ROUTE.slice(1), element: <LazyPage load={loadMoocDetailsPage} /> },
    { path: V_MOOC_CHAPTER_ROUTE.slice(1), element: <LazyPage load={loadMoocChapterPage} /> },
    // A class hour's page with the player; the pdf twins open its document first.
    ...[CLASS_HOUR_ROUTE, CLASS_HOUR_PDF_ROUTE, V_CLASS_HOUR_ROUTE, V_CLASS_HOUR_PDF_ROUTE].map(
      (route) => ({ path: route.slice(1), element: <LazyPage load={loadClassHourPage} /> }),
    ),
    { path: LIVE_LIST_ROUTE.slice(1), element: <LazyPage load={loadLiveListPage} /> },
    ...libraryPageRoutes(),
    ...editorialPageRoutes(),
    { path: SEARCH_ROUTE.slice(1), element: <LazyPage load={loadSearchPage} /> },
    { path: SEARCH_NEW_ROUTE.slice(1), element: <LazyPage load={loadSearchNewPage} /> },
    { path: SEARCH_RESULTS_ROUTE.slice(1), element: <LazyPage load={loadSearchResultsPage} /> },
    { path: '*', element: <LazyPage load={loadNotFoundPage} /> },
  ];
}

// A splat does not match the bare '/' under a '/' parent, so the index needs its own entry.
function unknownAddressRoutes(): RouteObject[] {
  return [
    { index: true, element: <LazyPage load={loadNotFoundPage} /> },
    { path: '*', element: <LazyPage load={loadNotFoundPage} /> },
  ];
}

/** Hash routes under base '/', as in the spec; on an unknown address every route is not-found. */
export function createDesktopRouter(pathname: string) {
  const known = isAppPath(pathname);
  return createHashRouter([
    {
      path: '/',
      element: <DesktopShell highlightActive={known} />,
      children: known ? pageRoutes() : unknownAddressRoutes(),
    },
  ]);
}
