import type { QiaoModule } from '../../platform/modules/qiao-module';
import { gamesRoutes } from './routes';

/** The six games: rounds drawn from the writing tool's data, scored by the server, best tables. */
export const gamesModule: QiaoModule = {
  name: 'games',
  start: ({ db }) => ({ routes: (app) => gamesRoutes(app, { db }) }),
};
