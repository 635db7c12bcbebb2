import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { MY_ORDER_ROUTE, PAY_PAGES } from './pay-routes';

const load = {
  [PAY_PAGES.chooseType]: () => import('./pages/pay-type-page'),
  [PAY_PAGES.confirm]: () => import('./pages/pay-confirm-page'),
  [PAY_PAGES.complete]: () => import('./pages/pay-complete-page'),
  [PAY_PAGES.orderDetail]: () => import('./pages/order-detail-page'),
  [MY_ORDER_ROUTE]: () => import('./pages/my-orders-page'),
} satisfies Record<string, PageLoader>;

/** Paid courses: choose how to pay, confirm, the outcome, an order's detail, my orders. */
export function payPageRoutes(): RouteObject[] {
  return Object.entries(load).map(([path, loader]) => ({
    path: path.slice(1),
    element: <LazyPage load={loader} />,
  }));
}
