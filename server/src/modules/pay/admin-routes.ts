import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/pay-admin-calls';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { adminOrderOf, allOrders } from './admin/admin-orders';
import { refundOrder } from './admin/refunds';
import type { PaymentProviders } from './providers/provider';

/**
 * The admins' calls of paid courses (`/api/pay/admin/*`): thin over the services; who may call
 * them is the contracts' permission, checked before any of them runs.
 */
export async function payAdminRoutes(
  app: FastifyInstance,
  { db, providers }: { db: Db; providers: PaymentProviders },
) {
  registerRoute(app, calls.adminOrders, async ({ body }) => allOrders(db, body));
  registerRoute(app, calls.adminOrder, async ({ body }) => adminOrderOf(db, body.orderId));
  registerRoute(app, calls.adminRefundOrder, async ({ body, user, request }) =>
    refundOrder(db, providers, user.id, body, request.log),
  );
}
