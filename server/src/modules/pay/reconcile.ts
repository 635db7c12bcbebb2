import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAY_LIMITS } from '@qiao/contracts/pay';
import type { Db } from '../../platform/db/database';
import { EVENT_OF, noteMatchesOrder } from './callback';
import { moveOrder, type OrderRow } from './order-moves';
import type { PaymentProviders } from './providers/provider';
import { orders } from './tables';

/** How many processing orders one run asks about at most (the next run takes more). */
const RECONCILE_BATCH = 50;

const stale = (now: Date) =>
  and(
    eq(orders.state, 'processing'),
    lte(
      orders.updatedAt,
      new Date(now.getTime() - PAY_LIMITS.reconcileProcessingAfterMinutes * 60_000),
    ),
    isNotNull(orders.paymentType),
    isNotNull(orders.providerRef),
  );

/**
 * Asks the providers about orders left processing longer than the limit (a callback lost or not
 * yet sent) and moves them by the answer, cause "job: reconciliation", with the checks a callback
 * gets: the order locked, its provider reference, amount and currency. A provider that knows no
 * outcome yet, or cannot be reached, leaves the order to the next run.
 */
export async function reconcileProcessingOrders(
  db: Db,
  providers: PaymentProviders,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  now = new Date(),
): Promise<number> {
  const candidates = await db
    .select()
    .from(orders)
    .where(stale(now))
    .orderBy(asc(orders.updatedAt))
    .limit(RECONCILE_BATCH);
  let moved = 0;
  for (const candidate of candidates) {
    if (await reconcileOne(db, providers, candidate, logger, now)) moved += 1;
  }
  return moved;
}

async function reconcileOne(
  db: Db,
  providers: PaymentProviders,
  candidate: OrderRow,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  now: Date,
): Promise<boolean> {
  const provider = providers.get(candidate.paymentType!);
  if (!provider) return false;
  let note;
  try {
    note = await provider.queryPayment({
      number: candidate.number,
      providerRef: candidate.providerRef!,
      amount: { amountMinor: candidate.amountMinor, currency: candidate.currency },
    });
  } catch (error) {
    logger.warn(
      { order: candidate.number, err: error },
      'pay reconciliation: provider unreachable',
    );
    return false;
  }
  if (!note || note.outcome === 'pending') return false;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, candidate.id), stale(now)))
      .for('update', { skipLocked: true });
    // Moved meanwhile (its callback came), or another instance has it.
    if (!order) return false;
    const mismatch = noteMatchesOrder(order, provider.type, note);
    if (mismatch) {
      logger.warn({ order: order.number, why: mismatch }, 'pay reconciliation refused the answer');
      return false;
    }
    const result = await moveOrder(tx, order, {
      type: EVENT_OF[note.outcome],
      cause: { kind: 'job', job: 'reconciliation' },
    });
    if (result.ok) logger.info({ order: order.number, to: result.order.state }, 'pay reconciled');
    return result.ok;
  });
}
