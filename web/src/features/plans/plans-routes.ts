import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';

/**
 * Routes of study plans (spec learning area §2): the new planner's `plan-new/*` and the old
 * planner's `plan/*`, both over the same plans. The old calendar page is the learning calendar.
 */
export const PLAN_NEW_ROUTES = {
  myPlan: '/pages/plan-new/my-plan',
  makePlan: '/pages/plan-new/make-plan',
  makePlanDetail: '/pages/plan-new/make-plan-detail',
  join: '/pages/plan-new/join',
  changePlan: '/pages/plan-new/change-plan',
  completePlan: '/pages/plan-new/complete-plan',
} as const;

export const PLAN_OLD_ROUTES = {
  plan: '/pages/plan/plan',
  planList: '/pages/plan/plan_list',
  calendar: '/pages/plan/calendar',
  adjustPlan: '/pages/plan/adjust-plan',
  completePlan: '/pages/plan/complete-plan',
} as const;

/** The top menu's "my plan" opens the new planner; these mark it as the current page. */
export const MY_PLAN_ACTIVE_ROUTES: readonly string[] = [
  ...Object.values(PLAN_NEW_ROUTES),
  ...Object.values(PLAN_OLD_ROUTES),
];

const withQuery = (pathname: string, query: Record<string, string | string[] | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(name, one);
    }
  }
  const text = search.toString();
  return { pathname, search: text ? `?${text}` : '' };
};

/** One plan on "my plan" (the newest running one without an id). */
export const myPlanLink = (planId?: string) => withQuery(PLAN_NEW_ROUTES.myPlan, { plan: planId });

/** The plan form, for a plan by hand or towards an exam, with its courses chosen. */
export const makePlanDetailLink = (kind: 'custom' | 'exam', courseIds: readonly string[]) =>
  withQuery(PLAN_NEW_ROUTES.makePlanDetail, { kind, course: [...courseIds] });

/** The series plans, or one of them with its join form. */
export const joinLink = (seriesPlanId?: string) =>
  withQuery(PLAN_NEW_ROUTES.join, { id: seriesPlanId });

export const changePlanLink = (planId: string) =>
  withQuery(PLAN_NEW_ROUTES.changePlan, { plan: planId });

/** The learning calendar, over every running plan or one of them. */
export const calendarLink = (planId?: string) =>
  withQuery(PLAN_OLD_ROUTES.calendar, { plan: planId });

export const oldPlanListLink = (planId: string) =>
  withQuery(PLAN_OLD_ROUTES.planList, { plan: planId });

export const adjustPlanLink = (planId: string) =>
  withQuery(PLAN_OLD_ROUTES.adjustPlan, { plan: planId });

/**
 * The pages of the catalogue items a plan may hold beside class hours (micro-lessons, documents,
 * videos), by the item's resource kind: each opens in its own player or reader.
 */
const ITEM_PAGES: Partial<Record<string, string>> = {
  microLesson: CATALOGUE_PAGES.weikeDetails,
  document: CATALOGUE_PAGES.documentReader,
  video: CATALOGUE_PAGES.videoDetails,
};

/**
 * Where a plan item opens. A class hour opens on its course's page with the hour marked (the
 * class-hour route belongs to the MOOC feature, which itself uses plans); a catalogue item on its
 * own page.
 */
export function planItemLink(item: { kind: string; courseId: string; resourceId: string }) {
  const page = ITEM_PAGES[item.kind];
  if (page) return withQuery(page, { id: item.resourceId });
  return withQuery(CATALOGUE_PAGES.moocDetails, { id: item.courseId, hour: item.resourceId });
}
