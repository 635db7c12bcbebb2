import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { ORDERS_ADMIN_ROUTE, USERS_ROUTE } from '../../session/menu-routes';
import { ADMIN_ORDER_ROUTE } from './orders/order-routes';

const load = {
  [USERS_ROUTE]: () => import('./users-page'),
  [ORDERS_ADMIN_ROUTE]: () => import('./orders/orders-page'),
  [ADMIN_ORDER_ROUTE]: () => import('./orders/order-page'),
} satisfies Record<string, PageLoader>;

/** The admin area's pages of this feature: users and their roles, every learner's orders. */
export function adminPageRoutes(): RouteObject[] {
  return Object.entries(load).map(([path, loader]) => ({
    path: path.slice(1),
    element: <LazyPage load={loader} />,
  }));
}
