import type { QiaoModule } from '../../platform/modules/qiao-module';
import { COURSE_PURCHASES } from '../catalogue';
import { receiveCallback } from './callback';
import { expireUnpaidOrders } from './expiry';
import { coursePurchases } from './purchases';
import { configuredProviders } from './providers/configured-providers';
import { sandboxEvent, sandboxProvider, type SandboxProvider } from './providers/sandbox';
import { SANDBOX_DELIVERY_JOB } from './providers/sandbox-page';
import { payRoutes } from './routes';

const MINUTE_MS = 60_000;

/**
 * Paid courses (decision 053): prices, orders moved only by the state machine with every move's
 * cause, payment providers behind one interface (the sandbox for now), their verified and
 * idempotent callbacks, and the job that cancels orders left unpaid.
 */
export const payModule: QiaoModule = {
  name: 'pay',
  start: ({ config, db, logger, extensions }) => {
    // The catalogue opens a priced course's class hours to whoever bought it.
    extensions.provide(COURSE_PURCHASES, coursePurchases(db));
    // The routes and the delayed sandbox callback share one provider (its key is read once).
    let sandbox: Promise<SandboxProvider> | undefined;
    const sandboxOnce = () => (sandbox ??= sandboxProvider(db));
    return {
      routes: async (app) => {
        const sandbox = await sandboxOnce();
        const providers = configuredProviders(config, db, sandbox);
        await app.register(payRoutes, { db, providers, sandbox });
      },
      recurringJobs: [
        {
          kind: 'pay.expire-unpaid-orders',
          everyMs: MINUTE_MS,
          run: async () => void (await expireUnpaidOrders(db)),
        },
      ],
      jobHandlers: {
        [SANDBOX_DELIVERY_JOB]: async (payload) => {
          const provider = await sandboxOnce();
          const event = sandboxEvent.parse(payload.event);
          await receiveCallback(db, provider, provider.signedCallback(event), logger);
        },
      },
    };
  },
};
