import type { QiaoModule } from '../../platform/modules/qiao-module';
import { GAME_SEARCH } from '../catalogue';
import { searchGames } from './game-search';
import { gamesRoutes } from './routes';

/** The six games: rounds drawn from the writing tool's data, scored by the server, best tables. */
export const gamesModule: QiaoModule = {
  name: 'games',
  start: ({ db, extensions }) => {
    // The search's "games" tab finds the games through this.
    extensions.provide(GAME_SEARCH, searchGames);
    return { routes: (app) => gamesRoutes(app, { db }) };
  },
};
