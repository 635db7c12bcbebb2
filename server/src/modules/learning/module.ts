import type { QiaoModule } from '../../platform/modules/qiao-module';
import { learningRoutes } from './routes';

/** Learning records: what each learner watched, read and finished, and their progress. */
export const learningModule: QiaoModule = {
  name: 'learning',
  start: ({ db, extensions }) => ({ routes: (app) => learningRoutes(app, { db, extensions }) }),
};
