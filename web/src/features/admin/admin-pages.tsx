import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { USERS_ROUTE } from '../../session/menu-routes';

const loadUsersPage: PageLoader = () => import('./users-page');

/** The admin area's pages of this feature: users and their roles. */
export function adminPageRoutes(): RouteObject[] {
  return [{ path: USERS_ROUTE.slice(1), element: <LazyPage load={loadUsersPage} /> }];
}
