import type { QiaoModule } from '../../platform/modules/qiao-module';
import { COURSE_PURCHASES } from '../catalogue';
import { receiveCallback } from './callback';
import { paymentCloser } from './closing';
import { expireUnpaidOrders } from './expiry';
import { coursePurchases } from './purchases';
import { configuredProviders } from './providers/configured-providers';
import { sandboxEvent, sandboxProvider, type SandboxProvider } from './providers/sandbox';
import { SANDBOX_DELIVERY_JOB } from './providers/sandbox-page';
import { reconcileProcessingOrders } from './reconcile';
import { payRoutes } from './routes';

const MINUTE_MS = 60_000;

/**
 * Paid courses (decision 053): prices, orders moved only by the state machine with every move's
 * cause, payment providers behind one interface (the sandbox, and Stripe and WeChat Pay when
 * configured), their verified and idempotent callbacks, the job that cancels orders left unpaid
 * (closing their provider's payment) and the job that asks providers about orders left
 * processing.
 */
export const payModule: QiaoModule = {
  name: 'pay',
  start: ({ config, db, logger, extensions }) => {
    // The catalogue opens a priced course's class hours to whoever bought it.
    extensions.provide(COURSE_PURCHASES, coursePurchases(db));
    // The routes and the delayed sandbox callback share one provider (its key is read once).
    let sandbox: Promise<SandboxProvider> | undefined;
    const sandboxOnce = () => (sandbox ??= sandboxProvider(db));
    const providersOnce = async () => configuredProviders(config, db, await sandboxOnce());
    let providers: ReturnType<typeof providersOnce> | undefined;
    const providersNow = () => (providers ??= providersOnce());
    return {
      routes: async (app) => {
        const sandbox = await sandboxOnce();
        await app.register(payRoutes, { db, providers: await providersNow(), sandbox });
      },
      recurringJobs: [
        {
          kind: 'pay.expire-unpaid-orders',
          everyMs: MINUTE_MS,
          run: async () =>
            void (await expireUnpaidOrders(
              db,
              new Date(),
              paymentCloser(await providersNow(), logger),
            )),
        },
        {
          kind: 'pay.reconcile-processing-orders',
          everyMs: MINUTE_MS,
          run: async () => void (await reconcileProcessingOrders(db, await providersNow(), logger)),
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
