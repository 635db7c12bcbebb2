import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { PaymentType } from '@qiao/contracts/pay';
import { refundIfPaidTwice } from './double-payment';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';
import type { PaymentNotification, PaymentProvider, RawCallback } from './providers/provider';
import { payProviderEvents } from './tables';

export type CallbackOutcome =
  /** The order moved by the event. */
  | 'moved'
  /** Verified, but its order's state had nothing to change (a late failure, a second success). */
  | 'unchanged'
  /** The same event again: nothing done. */
  | 'duplicate'
  /** Forged, tampered, of another amount or currency, or of no order we know: refused. */
  | 'rejected';

export const EVENT_OF: Record<
  PaymentNotification['outcome'],
  'providerPending' | 'providerConfirmed' | 'providerFailed'
> = {
  pending: 'providerPending',
  confirmed: 'providerConfirmed',
  failed: 'providerFailed',
};

class Rejected extends Error {}

/**
 * Why a provider's word about a payment does not fit the order (undefined when it does): another
 * provider or payment reference, another amount or currency. Callbacks and reconciliation share it.
 */
export function noteMatchesOrder(
  order: OrderRow | undefined,
  provider: PaymentType,
  note: PaymentNotification,
): string | undefined {
  if (!order || order.paymentType !== provider || order.providerRef !== note.providerRef) {
    return 'unknown order';
  }
  if (order.amountMinor !== note.amount.amountMinor || order.currency !== note.amount.currency) {
    return 'other amount or currency';
  }
  return undefined;
}

/**
 * A provider's callback, the one way a payment moves an order. The signature is checked first;
 * then, with the order locked, the amount and currency against its frozen price, and the event id
 * against the events already taken, before the state machine is asked. Two callbacks at once take
 * turns on the order's lock, so one event moves it once. A payment confirmed for a course the
 * learner already bought by another order is refunded at once (double-payment.ts).
 */
export async function receiveCallback(
  db: Db,
  provider: PaymentProvider,
  callback: RawCallback,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<CallbackOutcome> {
  const note = provider.readCallback(callback);
  if (!note) {
    logger.warn({ provider: provider.type }, 'pay callback refused: signature or body');
    return 'rejected';
  }
  try {
    const outcome = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, { number: note.orderNumber });
      const mismatch = noteMatchesOrder(order, provider.type, note);
      if (mismatch || !order) throw new Rejected(mismatch);
      const [taken] = await tx
        .insert(payProviderEvents)
        .values({
          provider: provider.type,
          eventId: note.eventId,
          orderId: order.id,
          outcome: 'unchanged',
        })
        .onConflictDoNothing()
        .returning();
      if (!taken) return { outcome: 'duplicate' as const };
      const moved = await moveOrder(tx, order, {
        type: EVENT_OF[note.outcome],
        cause: { kind: 'provider', eventId: note.eventId },
      });
      if (!moved.ok) {
        logger.info(
          { order: order.number, event: note.eventId, refusal: moved.refusal },
          'pay callback changed nothing',
        );
        return { outcome: 'unchanged' as const };
      }
      await tx
        .update(payProviderEvents)
        .set({ outcome: 'moved' })
        .where(
          and(
            eq(payProviderEvents.provider, provider.type),
            eq(payProviderEvents.eventId, note.eventId),
          ),
        );
      return { outcome: 'moved' as const, order: moved.order };
    });
    if (outcome.order?.state === 'paymentSuccess') {
      await refundIfPaidTwice(db, provider, outcome.order.id, note.eventId, logger);
    }
    return outcome.outcome;
  } catch (error) {
    if (!(error instanceof Rejected)) throw error;
    logger.warn(
      { provider: provider.type, order: note.orderNumber, event: note.eventId, why: error.message },
      'pay callback refused',
    );
    return 'rejected';
  }
}
