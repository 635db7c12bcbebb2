import type { RouteObject } from 'react-router';
import { LazyPage } from '../../app/lazy-page';
import { loadHomePage } from './load-home-page';
import { NEW_HOME_ROUTE } from './home-routes';

/**
 * The home at the site root and at new-home. It draws without antd and with the first-paint texts
 * only: the first visit's JavaScript budget (scripts/home-js-budget.ts).
 */
export function homePageRoutes(): RouteObject[] {
  const element = <LazyPage load={loadHomePage} antd={false} translations="first-paint" />;
  return [
    { index: true, element },
    { path: NEW_HOME_ROUTE.slice(1), element },
  ];
}
