import type { PageLoader } from '../../app/page-code';

/** The home's code: its routes load it, and the entry fetches it early (home-early-start.ts). */
export const loadHomePage: PageLoader = () => import('./home-page');
