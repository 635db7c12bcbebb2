import type { QiaoModule } from '../../platform/modules/qiao-module';
import { userRoutes } from './routes';

/** Qiao's users: profiles and, for admins, the user list and roles. */
export const usersModule: QiaoModule = {
  name: 'users',
  start: ({ db }) => ({ routes: (app) => userRoutes(app, { db }) }),
};
