import { createHashRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { ShellLayout } from '../components/shell/shell-layout';
import { LazyPage, type PageLoader } from './lazy-page';
import { NAV_ENTRIES } from './nav-entries';
import { DRIVE_ROUTE } from '../features/drive/drive-route';
import { LoginWidget } from '../session/login-widget';

const loadHomePage: PageLoader = () => import('../features/home/home-page');
const loadPersonalPage: PageLoader = () => import('../features/personal/personal-page');
const loadUsersPage: PageLoader = () => import('../features/admin/users-page');
const loadDrivePage: PageLoader = () => import('../features/drive/drive-page');

/** The server answers unknown addresses with this same page and status 404. */
export function isAppPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}

function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <LazyPage load={loadHomePage} /> },
    { path: 'pages/new-home/new-home', element: <LazyPage load={loadHomePage} /> },
    { path: 'pages/personal/personal', element: <LazyPage load={loadPersonalPage} /> },
    { path: 'pages/admin/users', element: <LazyPage load={loadUsersPage} /> },
    { path: DRIVE_ROUTE.slice(1), element: <LazyPage load={loadDrivePage} /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

// A splat does not match the bare '/' under a '/' parent, so the index needs its own entry.
function unknownAddressRoutes(): RouteObject[] {
  return [
    { index: true, element: <NotFoundPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** Hash routes under base '/', as in the spec; on an unknown address every route is not-found. */
export function createDesktopRouter(pathname: string) {
  const known = isAppPath(pathname);
  return createHashRouter([
    {
      path: '/',
      element: (
        <ShellLayout entries={NAV_ENTRIES} highlightActive={known} userArea={<LoginWidget />} />
      ),
      children: known ? pageRoutes() : unknownAddressRoutes(),
    },
  ]);
}
