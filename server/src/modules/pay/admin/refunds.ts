import type { FastifyBaseLogger } from 'fastify';
import { minorToDecimal } from '@qiao/contracts/pay-money';
import { grantsCourseAccess, nextOrderState, planRefund } from '@qiao/contracts/pay-rules';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { isRowId } from '../../catalogue';
import { lockOrder, moveOrder, type OrderRow } from '../order-moves';
import type { PaymentProviders, RefundOutcome } from '../providers/provider';
import { presentAdminOrder } from './admin-orders';
import { refundTally } from './refund-ledger';

export interface RefundAsked {
  orderId: string;
  amountMinor: number;
  reason: string;
  /** What the admin saw refunded already. */
  refundedMinor: number;
}

/**
 * Our id of an order's n-th refund, given to the provider as its idempotency key. It is taken
 * under the order's lock from the refunds already written, so if the provider made a refund and
 * our transaction then failed, asking again sends the same id and the provider answers that same
 * refund instead of making a second.
 */
export const refundIdOf = (order: Pick<OrderRow, 'number'>, refundsSoFar: number) =>
  `${order.number}-R${refundsSoFar + 1}`;

/**
 * An admin's refund of a paid order, all under the order's lock: the amount is planned against
 * what is left (one reaching the total is a full refund, which closes the course), the provider
 * refunds it, and only then the order moves, with the admin as the cause and the amount, reason
 * and provider reference in its history. A provider that fails leaves the order as it was.
 */
export async function refundOrder(
  db: Db,
  providers: PaymentProviders,
  adminId: string,
  asked: RefundAsked,
  logger: Pick<FastifyBaseLogger, 'warn'>,
) {
  if (!isRowId(asked.orderId)) throw new AppError('payOrderNotFound');
  const refunded = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: asked.orderId });
    if (!order) throw new AppError('payOrderNotFound');
    if (!grantsCourseAccess(order.state)) {
      // Unpaid, cancelled or refunded in full: the machine's refusal of that state says which.
      const refused = nextOrderState(order.state, 'refundedPartly');
      throw new AppError(refused.ok ? 'payOrderNotPaid' : refused.refusal);
    }
    const tally = await refundTally(tx, order.id);
    if (tally.refundedMinor !== asked.refundedMinor) throw new AppError('payRefundStale');
    const plan = planRefund(
      { paidMinor: order.amountMinor, refundedMinor: tally.refundedMinor },
      asked.amountMinor,
    );
    if (!plan.ok) {
      throw new AppError(
        plan.refusal,
        { remaining: `${minorToDecimal(plan.remainingMinor, order.currency)} ${order.currency}` },
        { data: { remainingMinor: plan.remainingMinor } },
      );
    }
    const provider = order.paymentType ? providers.get(order.paymentType) : undefined;
    if (!provider || !order.providerRef) throw new AppError('payProviderUnavailable');
    let outcome: RefundOutcome;
    try {
      outcome = await provider.refund({
        order: {
          number: order.number,
          providerRef: order.providerRef,
          amount: { amountMinor: order.amountMinor, currency: order.currency },
        },
        refundId: refundIdOf(order, tally.count),
        amountMinor: asked.amountMinor,
        reason: asked.reason,
      });
    } catch (error) {
      logger.warn({ order: order.number, err: error }, 'pay refund: provider unreachable');
      throw new AppError('payProviderUnavailable', {}, { cause: error });
    }
    if (outcome.status === 'failed') {
      logger.warn({ order: order.number, ref: outcome.providerRefundRef }, 'pay refund refused');
      throw new AppError('payRefundFailed');
    }
    // A pending refund is one the provider has taken and will carry out: the money is on its way
    // back, so the order records it now (decision: refunds recorded when the provider accepts).
    const moved = await moveOrder(tx, order, {
      type: plan.event,
      cause: { kind: 'admin', userId: adminId },
      amountMinor: asked.amountMinor,
      reason: asked.reason,
      ...(outcome.providerRefundRef ? { providerRefundRef: outcome.providerRefundRef } : {}),
    });
    if (!moved.ok) throw new AppError(moved.refusal);
    return moved.order;
  });
  return { order: await presentAdminOrder(db, refunded) };
}
