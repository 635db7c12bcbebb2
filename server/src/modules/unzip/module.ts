import type { QiaoModule } from '../../platform/modules/qiao-module';
import { unzipJobHandler } from './job';
import { unzipRoutes } from './routes';
import { UNZIP_JOB } from './service';

/** Extracting an archive in the file space, as a background job. */
export const unzipModule: QiaoModule = {
  name: 'unzip',
  start: ({ db, store }) => ({
    routes: (app) => unzipRoutes(app, { db }),
    jobHandlers: { [UNZIP_JOB]: unzipJobHandler(db, store) },
  }),
};
