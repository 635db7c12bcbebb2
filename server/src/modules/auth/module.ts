import type { QiaoModule } from '../../platform/modules/qiao-module';
import { BUILT_IN_ISSUER_KEY, PASSWORD_RESET_LISTENERS } from '../passport';
import { createIdentityProvider } from './identity-provider';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { endSessionsBefore, endSessionsOfIdentity } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Signing in through the identity provider, and Qiao's own sessions. */
export const authModule: QiaoModule = {
  name: 'auth',
  start: ({ config, db, extensions }) => {
    // A reset password ends every session begun with the old one.
    extensions.provide(PASSWORD_RESET_LISTENERS, async (accountId) => {
      await endSessionsOfIdentity(db, { issuer: BUILT_IN_ISSUER_KEY, subject: accountId });
    });
    return {
      routes: async (app) => {
        const auth = createAuthService({
          config,
          db,
          provider: createIdentityProvider(config, db),
          logger: app.log,
        });
        await authRoutes(app, { config, db, auth });
      },
      recurringJobs: [
        {
          kind: 'sessions.purge-expired',
          everyMs: DAY_MS,
          run: async () => void (await endSessionsBefore(db, new Date())),
        },
      ],
    };
  },
};
