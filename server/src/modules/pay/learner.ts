import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderState, PaymentType } from '@qiao/contracts/pay';
import type { OrderSummary, OrderWithHistory } from '@qiao/contracts/pay-calls';
import {
  grantsCourseAccess,
  nextOrderState,
  unpaidOrderExpiresAt,
} from '@qiao/contracts/pay-rules';
import { pageWindow, type PageRequest } from '@qiao/contracts/pagination';
import { queryRows, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { courseOffer, courses, findVisibleCourse, isRowId } from '../catalogue';
import type { ClosePayment } from './closing';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';
import { presentOrder, presentOrders, presentWithHistory } from './presenter';
import type { PaymentProviders } from './providers/provider';
import { formatOrderNumber } from './rules/order-number';
import { OPEN_ORDER_STATES, orders } from './tables';

const PAID_STATES: OrderState[] = ['paymentSuccess', 'partialRefund'];

async function openOrderOf(db: Pick<Db, 'select'>, userId: string, courseId: string) {
  const [open] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.courseId, courseId),
        inArray(orders.state, [...OPEN_ORDER_STATES]),
      ),
    );
  return open;
}

/**
 * Places an order for a priced course the learner can see, at the server's price. An open order
 * of the course is answered instead of a second one; the unique index on open orders makes two
 * calls at once agree on one.
 */
export async function placeOrder(
  db: Db,
  userId: string,
  courseId: string,
): Promise<{ order: OrderSummary; created: boolean }> {
  await findVisibleCourse(db, { userId }, courseId);
  const price = await courseOffer(db, courseId);
  if (!price) throw new AppError('payCourseNotForSale');
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.courseId, courseId),
        inArray(orders.state, PAID_STATES),
      ),
    );
  if (owned) throw new AppError('payCourseAlreadyOwned');
  const open = await openOrderOf(db, userId, courseId);
  if (open) return { order: await presentOrder(db, open), created: false };

  const now = new Date();
  const [{ seq }] = (await queryRows<{ seq: number }>(
    db,
    sql`select nextval('order_number_seq')::int as seq`,
  )) as [{ seq: number }];
  const [placed] = await db
    .insert(orders)
    .values({
      number: formatOrderNumber(now, Number(seq)),
      userId,
      courseId,
      amountMinor: price.amountMinor,
      currency: price.currency,
      expiresAt: unpaidOrderExpiresAt(now),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (placed) return { order: await presentOrder(db, placed), created: true };
  // Another call placed it a moment before this one.
  const raced = await openOrderOf(db, userId, courseId);
  if (!raced) throw new AppError('payCourseAlreadyOwned');
  return { order: await presentOrder(db, raced), created: false };
}

async function ownOrder(db: Pick<Db, 'select'>, userId: string, orderId: string) {
  if (!isRowId(orderId)) throw new AppError('payOrderNotFound');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('payOrderNotFound');
  return order;
}

export async function orderOf(db: Db, userId: string, orderId: string): Promise<OrderSummary> {
  return presentOrder(db, await ownOrder(db, userId, orderId));
}

export async function orderWithHistoryOf(
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderWithHistory> {
  return presentWithHistory(db, await ownOrder(db, userId, orderId));
}

export async function isPaid(db: Db, userId: string, orderId: string) {
  const order = await ownOrder(db, userId, orderId);
  return { paid: grantsCourseAccess(order.state), state: order.state };
}

export async function myOrders(
  db: Db,
  userId: string,
  request: PageRequest & { state?: OrderState },
) {
  const where = and(
    eq(orders.userId, userId),
    request.state ? eq(orders.state, request.state) : undefined,
  );
  const { limit, offset } = pageWindow(request);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { list: await presentOrders(db, rows), total: counted?.total ?? 0 };
}

/** The learner's orders of one course, for the course page's buy, go-on-paying or open. */
export async function ordersOfCourse(db: Db, userId: string, courseId: string) {
  if (!isRowId(courseId)) throw new AppError('payCourseNotForSale');
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.courseId, courseId)))
    .orderBy(desc(orders.createdAt), desc(orders.number));
  const list = await presentOrders(db, rows);
  return {
    orders: list,
    owned: list.some((order) => order.grantsAccess),
    openOrder:
      list.find((order) => (OPEN_ORDER_STATES as readonly string[]).includes(order.state)) ?? null,
  };
}

/** Locks the learner's own order and moves it by their event; a refused move is the answer. */
async function moveOwnOrder(
  db: Db,
  userId: string,
  orderId: string,
  type: 'userCancelled' | 'userRetried',
): Promise<OrderRow> {
  if (!isRowId(orderId)) throw new AppError('payOrderNotFound');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId, userId });
    if (!order) throw new AppError('payOrderNotFound');
    const moved = await moveOrder(tx, order, { type, cause: { kind: 'user', userId } });
    if (!moved.ok) throw new AppError(moved.refusal);
    return moved.order;
  });
}

/** Cancels the learner's order, then closes its payment at the provider (closing.ts). */
export async function cancelOrder(
  db: Db,
  userId: string,
  orderId: string,
  closePayment: ClosePayment,
) {
  const cancelled = await moveOwnOrder(db, userId, orderId, 'userCancelled');
  await closePayment(cancelled);
  return { order: await presentOrder(db, cancelled) };
}

/**
 * Starts paying with the chosen type: a failed order is first sent back to "to pay" (a retry,
 * in its history); the provider answers its reference and the page where the learner pays.
 */
export async function startPaying(
  db: Db,
  providers: PaymentProviders,
  userId: string,
  input: { orderId: string; paymentType: PaymentType },
) {
  const provider = providers.get(input.paymentType);
  if (!provider) throw new AppError('payPaymentTypeUnavailable');
  let order = await ownOrder(db, userId, input.orderId);
  if (order.state === 'paymentFailed') {
    const failed = order;
    order = await moveOwnOrder(db, userId, failed.id, 'userRetried').catch(async (error) => {
      // A second click already sent it back to "to pay": carry on with that.
      if (error instanceof AppError && error.key === 'payOrderAwaitingPayment') {
        return ownOrder(db, userId, failed.id);
      }
      throw error;
    });
  }
  if (order.state !== 'toPay') {
    // Processing, paid, cancelled or refunded: the machine's refusal of that state says which.
    const refused = nextOrderState(order.state, 'userRetried');
    throw new AppError(refused.ok ? 'payOrderAwaitingPayment' : refused.refusal);
  }
  const samePayment = order.paymentType === provider.type ? order.providerRef : null;
  const [course] = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, order.courseId));
  const started = await provider.startPayment({
    id: order.id,
    number: order.number,
    amount: { amountMinor: order.amountMinor, currency: order.currency },
    providerRef: samePayment,
    title: course!.title,
    expiresAt: order.expiresAt,
  });
  const [updated] = await db
    .update(orders)
    .set({ paymentType: provider.type, providerRef: started.providerRef, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.state, 'toPay'),
        // Stored only over the payment this call saw: when a second click started one first, its
        // payment is the order's and this one (never shown) is left to lapse, so a learner never
        // pays at a page whose callbacks would name a reference the order does not hold.
        order.providerRef === null
          ? isNull(orders.providerRef)
          : eq(orders.providerRef, order.providerRef),
      ),
    )
    .returning();
  // The order left "to pay" meanwhile (cancelled, expired), or another click stored its payment
  // first: answer from the order as it is now.
  if (!updated) return startPaying(db, providers, userId, input);
  return { order: await presentOrder(db, updated), payUrl: started.payUrl };
}
