import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { PLAN_NEW_ROUTES, PLAN_OLD_ROUTES } from './plans-routes';

const load = {
  myPlan: () => import('./pages/new/my-plan-page'),
  makePlan: () => import('./pages/new/make-plan-page'),
  makePlanDetail: () => import('./pages/new/make-plan-detail-page'),
  join: () => import('./pages/new/join-page'),
  changePlan: () => import('./pages/new/change-plan-page'),
  completePlan: () => import('./pages/new/complete-plan-page'),
  plan: () => import('./pages/old/plan-page'),
  planList: () => import('./pages/old/plan-list-page'),
  calendar: () => import('./pages/old/calendar-page'),
  adjustPlan: () => import('./pages/old/adjust-plan-page'),
} satisfies Record<string, PageLoader>;

/** The new planner's pages and the old planner's, over the same plans. */
export function plansPageRoutes(): RouteObject[] {
  const page = (route: string, loader: PageLoader): RouteObject => ({
    path: route.slice(1),
    element: <LazyPage load={loader} />,
  });
  return [
    page(PLAN_NEW_ROUTES.myPlan, load.myPlan),
    page(PLAN_NEW_ROUTES.makePlan, load.makePlan),
    page(PLAN_NEW_ROUTES.makePlanDetail, load.makePlanDetail),
    page(PLAN_NEW_ROUTES.join, load.join),
    page(PLAN_NEW_ROUTES.changePlan, load.changePlan),
    page(PLAN_NEW_ROUTES.completePlan, load.completePlan),
    page(PLAN_OLD_ROUTES.plan, load.plan),
    page(PLAN_OLD_ROUTES.planList, load.planList),
    page(PLAN_OLD_ROUTES.calendar, load.calendar),
    page(PLAN_OLD_ROUTES.adjustPlan, load.adjustPlan),
    page(PLAN_OLD_ROUTES.completePlan, load.completePlan),
  ];
}
