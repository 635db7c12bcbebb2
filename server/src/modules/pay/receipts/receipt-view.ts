import { asc, eq } from 'drizzle-orm';
import type { LocalText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import type { OrderState } from '@qiao/contracts/pay';
import type { Db } from '../../../platform/db/database';
import { courses } from '../../catalogue';
import { users } from '../../users';
import { anyOrder } from '../admin/admin-orders';
import { orderTransitions } from '../tables';
import type { ReceiptView } from './receipt-pdf';

/** Orders that have a receipt: paid, and paid then refunded in part or in full. */
const RECEIPT_STATES: readonly OrderState[] = ['paymentSuccess', 'partialRefund', 'fullRefund'];

/**
 * What a receipt prints, read from the order, its course, its learner and its history (the
 * refunds). `view` is null while the order has nothing paid to show; `userId` says whose it is,
 * for the caller to check before anything is shown.
 */
export async function receiptOf(
  db: Db,
  orderId: string,
  language: Language,
  now = new Date(),
): Promise<{
  userId: string;
  courseTitle: LocalText;
  view: Omit<ReceiptView, 'courseTitle'> | null;
}> {
  const order = await anyOrder(db, orderId);
  if (!RECEIPT_STATES.includes(order.state)) {
    return { userId: order.userId, courseTitle: {}, view: null };
  }
  const [[course], [learner], moves] = await Promise.all([
    db.select({ title: courses.title }).from(courses).where(eq(courses.id, order.courseId)),
    db
      .select({ userName: users.userName, loginName: users.loginName })
      .from(users)
      .where(eq(users.id, order.userId)),
    db
      .select({ event: orderTransitions.event, at: orderTransitions.at })
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, order.id))
      .orderBy(asc(orderTransitions.id)),
  ]);
  const refunds = moves.flatMap(({ event, at }) =>
    event.type === 'refundedPartly' || event.type === 'refundedFully'
      ? [{ at, amountMinor: event.amountMinor, reason: event.reason }]
      : [],
  );
  return {
    userId: order.userId,
    courseTitle: course?.title ?? {},
    view: {
      language,
      number: order.number,
      learnerName: learner ? learner.userName || learner.loginName : '',
      amount: { amountMinor: order.amountMinor, currency: order.currency },
      paymentType: order.paymentType,
      transaction: order.providerRef,
      paidAt: order.paidAt,
      state: order.state,
      refunds,
      issuedAt: now,
    },
  };
}
