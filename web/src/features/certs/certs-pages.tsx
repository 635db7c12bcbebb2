import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { CERT_ADMIN_ROUTE, MY_CERT_ROUTE } from '../../session/menu-routes';
import { CERT_ROUTES } from './certs-routes';

const load = {
  [CERT_ROUTES.apply]: () => import('./pages/cert-apply-page'),
  [CERT_ROUTES.check]: () => import('./pages/cert-check-page'),
  [CERT_ROUTES.verify]: () => import('./pages/cert-verify-redirect'),
  [MY_CERT_ROUTE]: () => import('./pages/my-cert-page'),
  [CERT_ADMIN_ROUTE]: () => import('./pages/admin-certs-page'),
} satisfies Record<string, PageLoader>;

/** Certificates: apply, check, my certificates, the admins' page, and the way to verify. */
export function certPageRoutes(): RouteObject[] {
  return Object.entries(load).map(([path, loader]) => ({
    path: path.slice(1),
    element: <LazyPage load={loader} />,
  }));
}
