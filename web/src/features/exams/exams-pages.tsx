import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { EXAM_ROUTES } from './exams-routes';

const load = {
  list: () => import('./pages/exam-list-page'),
  start: () => import('./pages/exam-start-page'),
  paper: () => import('./pages/exam-paper-page'),
  result: () => import('./pages/exam-result-page'),
} satisfies Record<keyof typeof EXAM_ROUTES, PageLoader>;

/** The mock exams' pages: papers, a paper's start, the exam, its result. */
export function examPageRoutes(): RouteObject[] {
  return (Object.keys(load) as (keyof typeof load)[]).map((name) => ({
    path: EXAM_ROUTES[name].slice(1),
    element: <LazyPage load={load[name]} />,
  }));
}
