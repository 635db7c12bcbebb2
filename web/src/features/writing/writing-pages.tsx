import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { WRITING_ROUTES } from './writing-routes';

const load = {
  spellTool: () => import('./pages/spell-tool-page'),
  practice: () => import('./practice/spell-practice-page'),
} satisfies Record<keyof typeof WRITING_ROUTES, PageLoader>;

/** The writing tool's pages (tool and practice), each loaded with its code (and Hanzi Writer) when opened. */
export function writingPageRoutes(): RouteObject[] {
  return (Object.keys(load) as (keyof typeof load)[]).map((name) => ({
    path: WRITING_ROUTES[name].slice(1),
    element: <LazyPage load={load[name]} />,
  }));
}
