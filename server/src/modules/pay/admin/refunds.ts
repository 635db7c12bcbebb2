import type { FastifyBaseLogger } from 'fastify';
import { minorToDecimal } from '@qiao/contracts/pay-money';
import { grantsCourseAccess, nextOrderState, planRefund } from '@qiao/contracts/pay-rules';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { isRowId } from '../../catalogue';
import { lockOrder, moveOrder, type OrderRow, type Tx } from '../order-moves';
import type { PaymentProvider, PaymentProviders, RefundOutcome } from '../providers/provider';
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

/** A refund decided under the order's lock, to be asked of the provider outside any transaction. */
interface PlannedRefund {
  order: OrderRow;
  provider: PaymentProvider;
  /** Refunds already written when it was decided: the next one is ours. */
  refundsSoFar: number;
  event: 'refundedPartly' | 'refundedFully';
}

/** Checks the asked refund against the locked order and what it has given back so far. */
async function planAskedRefund(
  tx: Tx,
  providers: PaymentProviders,
  asked: RefundAsked,
): Promise<PlannedRefund> {
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
  return { order, provider, refundsSoFar: tally.count, event: plan.event };
}

/**
 * The order locked again after the provider answered, when nothing moved it meanwhile. A refund
 * written in between took our refund id (asking twice refunds once), so ours is that one: stale.
 */
export async function lockUnmovedOrder(
  tx: Tx,
  planned: Pick<PlannedRefund, 'order' | 'refundsSoFar'>,
) {
  const order = await lockOrder(tx, { id: planned.order.id });
  const tally = order && (await refundTally(tx, order.id));
  if (!order || order.state !== planned.order.state || tally?.count !== planned.refundsSoFar) {
    return undefined;
  }
  return order;
}

/**
 * An admin's refund of a paid order, in three steps:
 * 1. under the order's lock, the amount is planned against what is left (one reaching the total
 *    is a full refund, which closes the course) and the refund's id is taken;
 * 2. the provider refunds it, outside any transaction: the embedded database runs one
 *    transaction at a time, so holding one over a provider's answer would stop every other
 *    request of the platform for as long as the provider takes;
 * 3. under the lock again, the order moves, with the admin as the cause and the amount, reason
 *    and provider reference in its history, unless a refund was written meanwhile.
 * A provider that fails leaves the order as it was. A crash between 2 and 3 leaves the refund
 * made but not written: asked again, the provider answers that same refund (same id).
 */
export async function refundOrder(
  db: Db,
  providers: PaymentProviders,
  adminId: string,
  asked: RefundAsked,
  logger: Pick<FastifyBaseLogger, 'warn'>,
) {
  if (!isRowId(asked.orderId)) throw new AppError('payOrderNotFound');
  const planned = await db.transaction((tx) => planAskedRefund(tx, providers, asked));
  const { order, provider } = planned;
  let outcome: RefundOutcome;
  try {
    outcome = await provider.refund({
      order: {
        number: order.number,
        providerRef: order.providerRef!,
        amount: { amountMinor: order.amountMinor, currency: order.currency },
      },
      refundId: refundIdOf(order, planned.refundsSoFar),
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
  const refunded = await db.transaction(async (tx) => {
    const unmoved = await lockUnmovedOrder(tx, planned);
    if (!unmoved) throw new AppError('payRefundStale');
    // A pending refund is one the provider has taken and will carry out: the money is on its way
    // back, so the order records it now (decision: refunds recorded when the provider accepts).
    const moved = await moveOrder(tx, unmoved, {
      type: planned.event,
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
