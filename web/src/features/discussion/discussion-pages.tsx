import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { POST_REVIEW_ROUTE } from '../../session/menu-routes';

const loadPostReviewPage: PageLoader = () => import('./pages/post-review-page');

/** The discussion's own page: new accounts' posts and replies waiting for review. */
export function discussionPageRoutes(): RouteObject[] {
  return [{ path: POST_REVIEW_ROUTE.slice(1), element: <LazyPage load={loadPostReviewPage} /> }];
}
