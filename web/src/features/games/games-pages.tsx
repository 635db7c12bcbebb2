import type { RouteObject } from 'react-router';
import { LazyPage, type PageLoader } from '../../app/lazy-page';
import { GAMES_ROUTE } from './games-routes';

const load = {
  [GAMES_ROUTE]: () => import('./pages/games-page'),
} satisfies Record<string, PageLoader>;

/** The games: the list of the six, and each game in its frame. */
export function gamesPageRoutes(): RouteObject[] {
  return Object.entries(load).map(([path, loader]) => ({
    path: path.slice(1),
    element: <LazyPage load={loader} />,
  }));
}
