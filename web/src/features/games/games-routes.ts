import type { GameId } from '@qiao/contracts/games';
import { GAMES_PAGE } from '@qiao/contracts/games-names';

/** The games page (spec learning area §2 games/games); `?game=&level=` opens one game. */
export const GAMES_ROUTE = GAMES_PAGE;

export const gameLink = (game?: GameId, level?: number) => {
  const query = new URLSearchParams();
  if (game) query.set('game', game);
  if (game && level) query.set('level', String(level));
  const search = query.toString();
  return { pathname: GAMES_ROUTE, search: search ? `?${search}` : '' };
};
