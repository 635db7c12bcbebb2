import type { QiaoModule } from '../../platform/modules/qiao-module';
import { writingRoutes } from './routes';

/** The character writing tool: character data, lookups, search, writing results and their review. */
export const writingModule: QiaoModule = {
  name: 'writing',
  start: ({ db }) => ({ routes: (app) => writingRoutes(app, { db }) }),
};
