import type { QiaoModule } from '../../platform/modules/qiao-module';
import { discussionRoutes } from './routes';

/** Course discussions: posts, replies, likes and their review. */
export const discussionModule: QiaoModule = {
  name: 'discussion',
  start: ({ db }) => ({ routes: (app) => discussionRoutes(app, { db }) }),
};
