import type { QiaoModule } from '../../platform/modules/qiao-module';
import { TOOL_SEARCH } from '../catalogue';
import { PLAN_REVIEWS_DUE } from '../plans';
import { dueCount } from './practice';
import { writingRoutes } from './routes';
import { searchWritingTools } from './tool-search';

/** The character writing tool: character data, lookups, search, writing results and their review. */
export const writingModule: QiaoModule = {
  name: 'writing',
  start: ({ db, extensions }) => {
    // The learner's today in the plans shows how many characters are due for review.
    extensions.provide(PLAN_REVIEWS_DUE, {
      kind: 'writing',
      countDue: (userId, now) => dueCount(db, userId, now),
    });
    // The search's "tools" tab finds the tool and its characters through this.
    extensions.provide(TOOL_SEARCH, searchWritingTools);
    return { routes: (app) => writingRoutes(app, { db }) };
  },
};
