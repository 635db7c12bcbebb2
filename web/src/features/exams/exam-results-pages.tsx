import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { EXAM_ATTEMPTS_ROUTE, MY_RESULTS_ROUTE } from '../../session/menu-routes';

const loadMyResultsPage: PageLoader = () => import('./results/pages/my-results-page');
const loadExamAttemptsPage: PageLoader = () => import('./results/pages/exam-attempts-page');

/**
 * "My results", the learner's handed-in mock exams, and the admins' list of every learner's; the
 * account menu opens both.
 */
export function examResultsPageRoutes(): RouteObject[] {
  return [
    { path: MY_RESULTS_ROUTE.slice(1), element: <LazyPage load={loadMyResultsPage} /> },
    { path: EXAM_ATTEMPTS_ROUTE.slice(1), element: <LazyPage load={loadExamAttemptsPage} /> },
  ];
}
