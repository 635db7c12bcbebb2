import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { orderTransitions } from '../tables';

type Reader = Pick<Db, 'select'>;

export interface RefundTally {
  /** What refunds have given back, in the order's minor units. */
  refundedMinor: number;
  /** How many refunds were made: numbers the next one's id (idempotency key at the provider). */
  count: number;
}

const NONE: RefundTally = { refundedMinor: 0, count: 0 };

/**
 * The refunds of some orders, read from their history: each refund is a transition carrying its
 * amount, so the history is the one ledger and no figure can drift from it.
 */
export async function refundTallies(
  db: Reader,
  orderIds: string[],
): Promise<Map<string, RefundTally>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderTransitions.orderId,
      refundedMinor: sql<number>`coalesce(sum((${orderTransitions.event}->>'amountMinor')::int), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(orderTransitions)
    .where(
      and(
        inArray(orderTransitions.orderId, orderIds),
        sql`${orderTransitions.event}->>'type' in ('refundedPartly', 'refundedFully')`,
      ),
    )
    .groupBy(orderTransitions.orderId);
  return new Map(
    rows.map((row) => [
      row.orderId,
      { refundedMinor: Number(row.refundedMinor), count: Number(row.count) },
    ]),
  );
}

export async function refundTally(db: Reader, orderId: string): Promise<RefundTally> {
  return (await refundTallies(db, [orderId])).get(orderId) ?? NONE;
}
