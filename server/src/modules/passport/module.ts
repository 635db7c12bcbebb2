import type { QiaoModule } from '../../platform/modules/qiao-module';
import { PASSWORD_RESET_LISTENERS } from './password-reset-listeners';
import { PASSPORT_PURGE_JOB, purgeExpiredPassportRows } from './purge';
import { passportRoutes } from './routes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The built-in identity provider at /passport (left out when OIDC_ISSUER names another). */
export const passportModule: QiaoModule = {
  name: 'passport',
  start: ({ config, database, db, extensions }) => ({
    routes: (app) =>
      passportRoutes(app, {
        config,
        database,
        onPasswordReset: async (accountId) => {
          for (const listener of extensions.all(PASSWORD_RESET_LISTENERS))
            await listener(accountId);
        },
      }),
    recurringJobs: [
      {
        kind: PASSPORT_PURGE_JOB,
        everyMs: DAY_MS,
        run: async () => void (await purgeExpiredPassportRows(db)),
      },
    ],
  }),
};
