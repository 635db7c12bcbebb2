import type { RouteObject } from 'react-router';
import { SPELL_PRACTICE_PAGE } from '@qiao/contracts/writing-practice-page';
import { LazyPage, type PageLoader } from '../../../app/lazy-page';

const loadPracticePage: PageLoader = () => import('./spell-practice-page');

/** The writing practice page (`/pages/spell-practice/spell-practice`), loaded with its code. */
export function practicePageRoutes(): RouteObject[] {
  return [{ path: SPELL_PRACTICE_PAGE.slice(1), element: <LazyPage load={loadPracticePage} /> }];
}
