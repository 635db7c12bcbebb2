import type { QiaoModule } from '../../platform/modules/qiao-module';
import { examRoutes } from './routes';

/**
 * Mock exams (HSK, YCT) and lesson tests (decision 051): papers imported as documents, attempts
 * timed by the server's clock, listening plays counted, marks on each level's scale.
 */
export const examsModule: QiaoModule = {
  name: 'exams',
  start: ({ db, store }) => ({
    routes: async (app) => {
      await app.register(examRoutes, { db, store });
    },
  }),
};
