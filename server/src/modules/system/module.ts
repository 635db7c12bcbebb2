import type { QiaoModule } from '../../platform/modules/qiao-module';
import { systemRoutes } from './routes';

/** Health, readiness and the app's public settings. */
export const systemModule: QiaoModule = {
  name: 'system',
  start: ({ config, database, drain }) => ({
    routes: (app) =>
      systemRoutes(app, {
        database,
        isDraining: () => drain.draining,
        examSiteUrl: config.examSiteUrl,
      }),
  }),
};
