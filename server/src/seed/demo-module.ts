import { plansDemoStep } from '../modules/plans';
import type { QiaoModule } from '../platform/modules/qiao-module';
import { demoAccountsStep, printDemoAccounts } from './demo-accounts';
import { demoCatalogueStep } from './demo-content/demo-catalogue-step';
import { demoCertificateStep } from './demo-certificate-step';
import { keepDemoLiveCurrent } from './demo-content/demo-live-schedule';

/**
 * Demo content applied on first start when SEED_DEMO is on: accounts, then the catalogue (courses,
 * books, media...). Listed last, so every module's tables and reference data are there first.
 */
export const demoContentModule: QiaoModule = {
  name: 'demo-content',
  start: ({ database, db, store, logger }) => {
    const catalogue = demoCatalogueStep(store);
    // Plans are made over the demo courses (and the demo student, when there is one).
    const plans = plansDemoStep();
    return {
      // Demo accounts with printed passwords are for trying Qiao on one machine (the embedded
      // default), never for a shared PostgreSQL deployment; the catalogue is safe on both. The
      // demo student's YCT progress, up to the certificate's conditions, needs the student.
      demoSeeds:
        database.kind === 'pglite'
          ? [demoAccountsStep(printDemoAccounts), catalogue, plans, demoCertificateStep()]
          : [catalogue, plans],
      refreshDemo: async () => {
        const moved = await keepDemoLiveCurrent(db);
        if (moved > 0) logger.info({ moved }, 'demo live classes moved to the current dates');
      },
    };
  },
};
