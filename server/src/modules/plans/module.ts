import type { QiaoModule } from '../../platform/modules/qiao-module';
import { CLASS_HOUR_FINISHED, ITEM_FINISHED } from '../learning';
import { planFeedRoutes } from './feed-routes';
import { markCatalogueItemDone, markClassHourDone } from './progress';
import { planNewRoutes } from './routes-new';
import { planOldRoutes } from './routes-old';
import { SETTLE_WEEKS_EVERY_MS, SETTLE_WEEKS_JOB, settleDueWeeks } from './settle-weeks';

/**
 * Study plans: the new and the old planner on one engine, the learning calendar and its feed.
 * Finishing a class hour or a catalogue item in the player or reader marks its plan items done
 * (learning's extension points). Tools that schedule reviews (writing) add their due counts to
 * the learner's today (PLAN_REVIEWS_DUE).
 */
export const plansModule: QiaoModule = {
  name: 'plans',
  start: ({ db, extensions }) => {
    extensions.provide(CLASS_HOUR_FINISHED, (event) => markClassHourDone(db, event));
    extensions.provide(ITEM_FINISHED, (event) => markCatalogueItemDone(db, event));
    return {
      routes: async (app) => {
        // The tools that schedule reviews provide their due counts (PLAN_REVIEWS_DUE).
        await app.register(planNewRoutes, { db, extensions });
        await app.register(planOldRoutes, { db });
        await app.register(planFeedRoutes, { db });
      },
      recurringJobs: [
        {
          kind: SETTLE_WEEKS_JOB,
          everyMs: SETTLE_WEEKS_EVERY_MS,
          run: async () => void (await settleDueWeeks(db)),
        },
      ],
    };
  },
};
