import { z } from 'zod';
import { amountMinor, ORDER_STATES, PAY_LIMITS } from './pay';
import { orderSummary, orderWithHistory } from './pay-calls';
import { paged, pageFields } from './pagination';
import { defineRoute } from './route';

/**
 * The admins' calls of paid courses: every learner's orders, one order with its history, and
 * refunds (full or partial) through the order's provider. Reading asks `read` on every order,
 * refunding `update` (permissions.ts): a learner reads only their own and refunds none.
 */
const pay = { tags: ['pay'] } as const;
const path = (name: string) => `/api/pay/admin/${name}`;

const orderId = z.string().uuid();

/** The most characters of an order-list search (an order number, an email, a name). */
export const MAX_ORDER_SEARCH = 100;

/** Who placed an order, as the admins' pages show them. */
export const orderLearner = z.object({
  userId: z.string(),
  /** The profile's real name, else the login name. */
  name: z.string(),
  email: z.string().nullable(),
});
export type OrderLearner = z.infer<typeof orderLearner>;

/** What refunds have given back so far and what is left, in the order's currency. */
const refundFigures = {
  refundedMinor: amountMinor,
  refundableMinor: amountMinor,
};

export const adminOrderSummary = orderSummary.extend({ learner: orderLearner, ...refundFigures });
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const adminOrderDetail = orderWithHistory.extend({
  learner: orderLearner,
  ...refundFigures,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminOrders = defineRoute({
  ...pay,
  method: 'POST',
  path: path('orders'),
  summary:
    'Every learner’s orders, newest first, found by order number (any part) or the learner’s ' +
    'email or name, optionally in one state',
  permission: ['read', 'Order'],
  body: z.object({
    ...pageFields,
    search: z.string().trim().max(MAX_ORDER_SEARCH).optional(),
    state: z.enum(ORDER_STATES).optional(),
  }),
  data: paged(adminOrderSummary),
});

export const adminOrder = defineRoute({
  ...pay,
  method: 'POST',
  path: path('order'),
  summary: 'One order with its learner, its history (each move and its cause) and its refunds',
  permission: ['read', 'Order'],
  body: z.object({ orderId }),
  data: z.object({ order: adminOrderDetail }),
});

export const adminRefundOrder = defineRoute({
  ...pay,
  method: 'POST',
  path: path('refund'),
  summary:
    'Gives back part or all of a paid order through its provider, in the order’s currency; ' +
    'never more than is left. What reaches the total is a full refund and closes the course; ' +
    'the same refund asked twice at once is made once',
  permission: ['update', 'Order'],
  body: z.object({
    orderId,
    amountMinor: amountMinor.min(1),
    reason: z.string().trim().min(1).max(PAY_LIMITS.maxRefundReason),
    /**
     * What the admin saw refunded already: when it differs under the order's lock (a double
     * click, another admin), the refund is refused rather than made twice.
     */
    refundedMinor: amountMinor,
  }),
  data: z.object({ order: adminOrderDetail }),
});
