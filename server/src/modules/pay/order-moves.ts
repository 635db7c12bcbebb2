import { and, eq } from 'drizzle-orm';
import type { OrderEvent, OrderState } from '@qiao/contracts/pay';
import type { PayErrorKey } from '@qiao/contracts/pay-errors';
import { nextOrderState, unpaidOrderExpiresAt } from '@qiao/contracts/pay-rules';
import type { Db } from '../../platform/db/database';
import { orders, orderTransitions } from './tables';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;

export type MoveResult = { ok: true; order: OrderRow } | { ok: false; refusal: PayErrorKey };

/** When an order in `state` is cancelled unpaid: only orders waiting for the learner expire. */
function expiryAfterMove(order: OrderRow, state: OrderState, now: Date): Date | null {
  if (state === 'toPay') return unpaidOrderExpiresAt(now);
  // A failed payment may be tried again within the time the order was given (or a fresh one, when
  // it failed after processing, which never expires).
  if (state === 'paymentFailed') return order.expiresAt ?? unpaidOrderExpiresAt(now);
  return null;
}

/**
 * Moves an order the caller has locked (select … for update) by one event, through the state
 * machine, and writes the transition with its cause in the same transaction. The update is
 * guarded by the state it was read in as well, so a move can never be applied twice.
 */
export async function moveOrder(
  tx: Tx,
  order: OrderRow,
  event: OrderEvent,
  now = new Date(),
): Promise<MoveResult> {
  const next = nextOrderState(order.state, event.type);
  if (!next.ok) return next;
  const [moved] = await tx
    .update(orders)
    .set({
      state: next.state,
      expiresAt: expiryAfterMove(order, next.state, now),
      paidAt: next.state === 'paymentSuccess' ? now : order.paidAt,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning();
  if (!moved) throw new Error(`order ${order.id} moved while locked`);
  await tx
    .insert(orderTransitions)
    .values({ orderId: order.id, fromState: order.state, toState: next.state, event, at: now });
  return { ok: true, order: moved };
}

/** The order locked for this transaction, when it exists (and belongs to `userId` when given). */
export async function lockOrder(
  tx: Tx,
  where: { id: string; userId?: string } | { number: string },
): Promise<OrderRow | undefined> {
  const condition =
    'number' in where
      ? eq(orders.number, where.number)
      : where.userId
        ? and(eq(orders.id, where.id), eq(orders.userId, where.userId))
        : eq(orders.id, where.id);
  const [order] = await tx.select().from(orders).where(condition).for('update');
  return order;
}
