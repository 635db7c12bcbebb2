import type { GameRegistry } from './game-definition';

/**
 * The playable games, one line each: `gameId: lazy(() => import('./<game-id>/<game-id>-game'))`,
 * the module default-exporting its component. A game not listed here is not offered on the games
 * page.
 */
export const GAME_REGISTRY: GameRegistry = {};
