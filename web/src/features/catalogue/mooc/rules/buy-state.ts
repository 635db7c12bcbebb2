import type { CourseAccess } from '@qiao/contracts/catalogue-mooc';
import type { PriceOffer } from '@qiao/contracts/pay';

/** What a course's orders say, for its page (`OrdersGet`). */
export interface CourseOrders {
  owned: boolean;
  openOrder: { orderId: string } | null;
}

/**
 * What a course page offers about paying: nothing for a free course; for a priced one "bought"
 * once it is open to the learner, "continue paying" an order still open, "buy" otherwise, and a
 * visitor is asked to sign in first. While the learner's orders load nothing is offered, so a
 * "buy" never flashes before "continue paying".
 */
export type BuyState =
  | { kind: 'free' }
  | { kind: 'bought' }
  | { kind: 'signIn' }
  | { kind: 'buy' }
  | { kind: 'continue'; orderId: string }
  | { kind: 'loading' };

export function buyState(
  course: { price: PriceOffer | null; access: CourseAccess },
  signedIn: boolean,
  orders: CourseOrders | undefined,
): BuyState {
  if (course.price === null) return { kind: 'free' };
  if (!signedIn) return { kind: 'signIn' };
  if (course.access === 'open' || orders?.owned) return { kind: 'bought' };
  if (!orders) return { kind: 'loading' };
  if (orders.openOrder) return { kind: 'continue', orderId: orders.openOrder.orderId };
  return { kind: 'buy' };
}
