import type { PageLoader } from '../../../../app/page-code';

/**
 * The class hour's page code: its route loads it, and it is fetched ahead where a class hour is
 * likely next (the entry's early start, a course's page).
 */
export const loadClassHourPage: PageLoader = () => import('./pages/class-hour-page');
