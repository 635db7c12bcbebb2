import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/pay-calls';
import { PAYMENT_TYPES, type PaymentType } from '@qiao/contracts/pay';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { payAdminRoutes } from './admin-routes';
import { receiveCallback } from './callback';
import { paymentCloser } from './closing';
import {
  cancelOrder,
  isPaid,
  myOrders,
  orderOf,
  ordersOfCourse,
  orderWithHistoryOf,
  placeOrder,
  startPaying,
} from './learner';
import { paymentTypesFor, type PaymentProviders } from './providers/provider';
import type { SandboxProvider } from './providers/sandbox';
import { registerSandboxPage } from './providers/sandbox-page';
import { receiptRoutes } from './receipts/receipt-routes';

/**
 * Paid courses (spec learning area §7 `/api/pay/*`): thin over the services. Beside the calls,
 * the providers' callback route, which keeps each body's exact text for its signature, and the
 * sandbox's payment page.
 */
export async function payRoutes(
  app: FastifyInstance,
  { db, providers, sandbox }: { db: Db; providers: PaymentProviders; sandbox: SandboxProvider },
) {
  registerRoute(app, calls.createOrEditThirdOrder, async ({ body, user }) =>
    placeOrder(db, user.id, body.courseId),
  );
  registerRoute(app, calls.getThirdOrderDetail, async ({ body, user }) => {
    const order = await orderOf(db, user.id, body.orderId);
    return { order, paymentTypes: paymentTypesFor(providers, order.amount.currency) };
  });
  registerRoute(app, calls.orderDetail, async ({ body, user }) => ({
    order: await orderWithHistoryOf(db, user.id, body.orderId),
  }));
  registerRoute(app, calls.orderList, async ({ body, user }) => myOrders(db, user.id, body));
  registerRoute(app, calls.cancel, async ({ body, user, request }) =>
    cancelOrder(db, user.id, body.orderId, paymentCloser(providers, request.log)),
  );
  registerRoute(app, calls.ordersGet, async ({ body, user }) =>
    ordersOfCourse(db, user.id, body.courseId),
  );
  registerRoute(app, calls.ispay, async ({ body, user }) => isPaid(db, user.id, body.orderId));
  registerRoute(app, calls.topay, async ({ body, user }) =>
    startPaying(db, providers, user.id, body),
  );

  await app.register(async (scope) => {
    // Signatures cover the exact bytes: the body is kept as text and read by its provider.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(
      '/api/pay/callback/:provider',
      async (request, reply) => {
        const type = request.params.provider as PaymentType;
        const provider = PAYMENT_TYPES.includes(type) ? providers.get(type) : undefined;
        if (!provider) return reply.code(404).send({ received: false });
        const outcome = await receiveCallback(
          db,
          provider,
          { headers: request.headers, body: typeof request.body === 'string' ? request.body : '' },
          request.log,
        );
        const answer = provider.answer(outcome !== 'rejected');
        return reply.code(answer.status).send(answer.body);
      },
    );
  });

  await registerSandboxPage(app, { db, sandbox });
  await app.register(payAdminRoutes, { db, providers });
  await app.register(receiptRoutes, { db });
}
