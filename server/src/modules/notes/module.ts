import type { QiaoModule } from '../../platform/modules/qiao-module';
import { notesRoutes } from './routes';

/** Learners' notes per class hour and course, with their pictures. */
export const notesModule: QiaoModule = {
  name: 'notes',
  start: ({ db, store }) => ({ routes: (app) => notesRoutes(app, { db, store }) }),
};
