import type { QiaoModule } from '../../platform/modules/qiao-module';
import { editingRoutes } from './routes';

/** Editing text files in place, and office documents through the document server. */
export const editingModule: QiaoModule = {
  name: 'editing',
  start: ({ config, db, store }) => ({
    routes: (app) =>
      editingRoutes(app, {
        db,
        store,
        publicUrl: config.publicUrl,
        documentServer: config.documentServer,
      }),
  }),
};
