import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { lockOrder, moveOrder } from './order-moves';
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

const EVENT_OF: Record<
  PaymentNotification['outcome'],
  'providerPending' | 'providerConfirmed' | 'providerFailed'
> = {
  pending: 'providerPending',
  confirmed: 'providerConfirmed',
  failed: 'providerFailed',
};

class Rejected extends Error {}

/**
 * A provider's callback, the one way a payment moves an order. The signature is checked first;
 * then, with the order locked, the amount and currency against its frozen price, and the event id
 * against the events already taken, before the state machine is asked. Two callbacks at once take
 * turns on the order's lock, so one event moves it once.
 */
export async function receiveCallback(
  db: Db,
  provider: PaymentProvider,
  callback: RawCallback,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<CallbackOutcome> {
  const note = provider.readCallback(callback);
  if (!note) {
    logger.warn({ provider: provider.type }, 'pay callback refused: signature or body');
    return 'rejected';
  }
  try {
    const outcome = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, { number: note.orderNumber });
      if (!order || order.paymentType !== provider.type || order.providerRef !== note.providerRef) {
        throw new Rejected('unknown order');
      }
      if (
        order.amountMinor !== note.amount.amountMinor ||
        order.currency !== note.amount.currency
      ) {
        throw new Rejected('other amount or currency');
      }
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
      if (!taken) return 'duplicate' as const;
      const moved = await moveOrder(tx, order, {
        type: EVENT_OF[note.outcome],
        cause: { kind: 'provider', eventId: note.eventId },
      });
      if (!moved.ok) {
        logger.info(
          { order: order.number, event: note.eventId, refusal: moved.refusal },
          'pay callback changed nothing',
        );
        return 'unchanged' as const;
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
      return 'moved' as const;
    });
    return outcome;
  } catch (error) {
    if (!(error instanceof Rejected)) throw error;
    logger.warn(
      { provider: provider.type, order: note.orderNumber, event: note.eventId, why: error.message },
      'pay callback refused',
    );
    return 'rejected';
  }
}
