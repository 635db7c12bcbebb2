import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ClosePayment } from './closing';
import { moveOrder } from './order-moves';
import { orders } from './tables';

/** How many unpaid orders one run of the expiry job cancels at most (the next run takes more). */
const EXPIRY_BATCH = 200;

const due = (now: Date) =>
  and(lte(orders.expiresAt, now), inArray(orders.state, ['toPay', 'paymentFailed']));

/**
 * Cancels orders left unpaid past their time, cause "job: expiry". Each in its own transaction
 * with the order locked and the condition read again, so a payment confirmed meanwhile wins, and
 * an order another instance is moving is left to it (skip locked). Each expired order's payment
 * is then closed at its provider (`closePayment`; tests of the orders alone leave it out).
 */
export async function expireUnpaidOrders(
  db: Db,
  now = new Date(),
  closePayment?: ClosePayment,
): Promise<number> {
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(due(now))
    .orderBy(asc(orders.expiresAt))
    .limit(EXPIRY_BATCH);
  let expired = 0;
  for (const { id } of candidates) {
    const moved = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), due(now)))
        .for('update', { skipLocked: true });
      if (!order) return undefined;
      const result = await moveOrder(tx, order, {
        type: 'expired',
        cause: { kind: 'job', job: 'expiry' },
      });
      return result.ok ? result.order : undefined;
    });
    if (!moved) continue;
    expired += 1;
    // After the move's transaction: the provider's page closes with the order.
    await closePayment?.(moved);
  }
  return expired;
}
