import { CLASS_HOUR_ROUTES } from '@qiao/contracts/catalogue-pages';
import { getContent } from '@qiao/contracts/catalogue-mooc';
import type { EarlyPage } from '../../../platform/http/early-page';

/**
 * A class hour opened from its address: the page's inline script asks for the class hour (its
 * contents, the first of which the video plays) as it starts the app's entry.
 * The signed address follows from the class hour's answer, in the entry (web class-hour-calls.ts).
 */
export const CLASS_HOUR_EARLY_PAGE: EarlyPage = {
  routes: CLASS_HOUR_ROUTES,
  calls: [{ path: getContent.path, query: { classHourId: 'id' } }],
};
