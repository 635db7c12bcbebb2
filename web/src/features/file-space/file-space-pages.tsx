import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { FILE_SPACE_ROUTE } from './file-space-route';

const loadFileSpacePage: PageLoader = () => import('./file-space-page');

/** The signed-in user's own files. */
export function fileSpacePageRoutes(): RouteObject[] {
  return [{ path: FILE_SPACE_ROUTE.slice(1), element: <LazyPage load={loadFileSpacePage} /> }];
}
