import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { PERSONAL_ROUTE } from '../../session/menu-routes';

const loadPersonalPage: PageLoader = () => import('./personal-page');

/** The personal centre; `?section=` chooses one of its lists. */
export function personalPageRoutes(): RouteObject[] {
  return [{ path: PERSONAL_ROUTE.slice(1), element: <LazyPage load={loadPersonalPage} /> }];
}
