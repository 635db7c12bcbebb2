import { createHashRouter, type RouteObject } from 'react-router';
import { DesktopShell } from './desktop-shell';
import { LazyPage, type PageLoader } from './lazy-page';
import { homePageRoutes } from '../features/home/home-pages';
import { personalPageRoutes } from '../features/personal/personal-pages';
import { adminPageRoutes } from '../features/admin/admin-pages';
import { discussionPageRoutes } from '../features/discussion/discussion-pages';
import { fileSpacePageRoutes } from '../features/file-space/file-space-pages';
import { sharePageRoutes } from '../features/share/share-pages';
import { moocPageRoutes } from '../features/catalogue/mooc/mooc-pages';
import { libraryPageRoutes } from '../features/catalogue/library/library-pages';
import { editorialPageRoutes } from '../features/catalogue/editorial/editorial-pages';
import { searchPageRoutes } from '../features/catalogue/search/search-pages';
import { plansPageRoutes } from '../features/plans/plans-pages';
import { examPageRoutes } from '../features/exams/exams-pages';
import { examResultsPageRoutes } from '../features/exams/exam-results-pages';
import { certPageRoutes } from '../features/certs/certs-pages';
import { payPageRoutes } from '../features/pay/pay-pages';
import { gamesPageRoutes } from '../features/games/games-pages';
import { writingPageRoutes } from '../features/writing/writing-pages';

// antd's 404 picture comes with antd, on the not-found page only.
const loadNotFoundPage: PageLoader = () =>
  import('../components/not-found-page').then(({ NotFoundPage }) => ({
    default: () => <NotFoundPage />,
  }));

/** The server answers unknown addresses with this same page and status 404. */
export function isAppPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}

/**
 * Every page, from each feature's own list (`<feature>-pages.tsx`): a new feature adds its list
 * here, one line. Unknown routes show the not-found page.
 */
export function pageRoutes(): RouteObject[] {
  return [
    ...homePageRoutes(),
    ...personalPageRoutes(),
    ...adminPageRoutes(),
    ...discussionPageRoutes(),
    ...fileSpacePageRoutes(),
    ...sharePageRoutes(),
    ...moocPageRoutes(),
    ...libraryPageRoutes(),
    ...editorialPageRoutes(),
    ...searchPageRoutes(),
    ...plansPageRoutes(),
    ...examPageRoutes(),
    ...examResultsPageRoutes(),
    ...certPageRoutes(),
    ...payPageRoutes(),
    ...gamesPageRoutes(),
    ...writingPageRoutes(),
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
