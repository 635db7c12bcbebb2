import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderSummary, OrderWithHistory } from '@qiao/contracts/pay-calls';
import { grantsCourseAccess } from '@qiao/contracts/pay-rules';
import type { Db } from '../../platform/db/database';
import { courses } from '../catalogue';
import type { OrderRow } from './order-moves';
import { orderTransitions } from './tables';

type Reader = Pick<Db, 'select'>;

/** Orders as the pages show them, with their courses' titles (one query for a page of them). */
export async function presentOrders(db: Reader, rows: OrderRow[]): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const titles = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.id, [...new Set(rows.map((row) => row.courseId))]));
  const titleOf = new Map(titles.map((course) => [course.id, course.title]));
  return rows.map((row) => ({
    orderId: row.id,
    number: row.number,
    courseId: row.courseId,
    courseTitle: titleOf.get(row.courseId)!,
    amount: { amountMinor: row.amountMinor, currency: row.currency },
    state: row.state,
    paymentType: row.paymentType,
    providerRef: row.providerRef,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    grantsAccess: grantsCourseAccess(row.state),
  }));
}

export async function presentOrder(db: Reader, row: OrderRow): Promise<OrderSummary> {
  const [order] = await presentOrders(db, [row]);
  return order!;
}

export async function presentWithHistory(db: Reader, row: OrderRow): Promise<OrderWithHistory> {
  const moves = await db
    .select()
    .from(orderTransitions)
    .where(eq(orderTransitions.orderId, row.id))
    .orderBy(asc(orderTransitions.id));
  return {
    ...(await presentOrder(db, row)),
    history: moves.map((move) => ({
      from: move.fromState,
      to: move.toState,
      event: move.event,
      at: move.at.toISOString(),
    })),
  };
}
