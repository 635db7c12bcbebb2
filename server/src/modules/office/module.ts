import type { QiaoModule } from '../../platform/modules/qiao-module';
import { officeJobHandlers } from './conversion-job';
import { resolveConverter } from './converter';
import { officeRoutes } from './routes';

/** New office documents, and their previews converted in the background. */
export const officeModule: QiaoModule = {
  name: 'office',
  start: ({ config, db, store, logger }) => {
    const converter = resolveConverter(config.officeConverterPath, config.officeConvertTimeoutMs);
    return {
      routes: (app) => officeRoutes(app, { db, store, converter }),
      jobHandlers: officeJobHandlers(db, store, converter, logger),
    };
  },
};
