import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { lockUnmovedOrder, refundIdOf } from './admin/refunds';
import { refundTally } from './admin/refund-ledger';
import { lockOrder, moveOrder, type Tx } from './order-moves';
import type { PaymentProvider } from './providers/provider';
import { orders } from './tables';

/**
 * A confirmation always lands (decision 053): an order cancelled or expired whose payment the
 * provider confirms afterwards becomes paid, so no money is taken without access. But the learner
 * may have bought the course meanwhile by another order: then the later-paid order is refunded in
 * full at once through its provider, so nobody is charged twice. "Later" is by payment time (then
 * id), so two confirmations at once agree on which one to give back.
 *
 * The refund's cause is the provider event that confirmed the payment, its id ours as usual (the
 * order's first refund), and a failure is logged for an admin to refund by hand; the callback is
 * still acknowledged, since the payment itself is recorded. The provider is asked between two
 * transactions, as an admin's refund is (admin/refunds.ts).
 */
export async function refundIfPaidTwice(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  eventId: string,
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<boolean> {
  try {
    const planned = await db.transaction((tx) => planDoubleRefund(tx, orderId));
    if (!planned) return false;
    const { order, kept } = planned;
    const reason = `Paid twice: the course is already bought by order ${kept}`;
    // Outside any transaction: the embedded database would wait for the provider with it.
    const outcome = await provider.refund({
      order: {
        number: order.number,
        providerRef: order.providerRef!,
        amount: { amountMinor: order.amountMinor, currency: order.currency },
      },
      refundId: refundIdOf(order, planned.refundsSoFar),
      amountMinor: order.amountMinor,
      reason,
    });
    if (outcome.status === 'failed') throw new Error('the provider refused the refund');
    return await db.transaction(async (tx) => {
      // Refunded meanwhile (by an admin, or a second confirmation): under our id, so once.
      const unmoved = await lockUnmovedOrder(tx, planned);
      if (!unmoved) return false;
      const moved = await moveOrder(tx, unmoved, {
        type: 'refundedFully',
        cause: { kind: 'provider', eventId },
        amountMinor: order.amountMinor,
        reason,
        ...(outcome.providerRefundRef ? { providerRefundRef: outcome.providerRefundRef } : {}),
      });
      if (moved.ok) logger.info({ order: order.number, kept }, 'pay: paid twice, refunded');
      return moved.ok;
    });
  } catch (error) {
    logger.error(
      { order: orderId, event: eventId, err: error },
      'pay: an order paid twice could not be refunded; refund it by hand',
    );
    return false;
  }
}

/**
 * Under the order's lock: the order to give back when it is paid, not yet refunded, and not the
 * first paid order of its learner for its course (`kept`, that order's number).
 */
async function planDoubleRefund(tx: Tx, orderId: string) {
  const order = await lockOrder(tx, { id: orderId });
  if (!order || order.state !== 'paymentSuccess' || !order.providerRef) return undefined;
  const [first] = await tx
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.courseId, order.courseId),
        inArray(orders.state, ['paymentSuccess', 'partialRefund']),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(1);
  if (!first || first.id === order.id) return undefined;
  const tally = await refundTally(tx, order.id);
  if (tally.refundedMinor > 0) return undefined;
  return { order, kept: first.number, refundsSoFar: tally.count };
}
