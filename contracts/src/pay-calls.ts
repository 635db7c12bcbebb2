import { z } from 'zod';
import { localText } from './catalogue';
import { money, ORDER_STATES, orderTransition, PAYMENT_TYPES } from './pay';
import { paged, pageFields } from './pagination';
import { defineRoute } from './route';

/**
 * The calls of paid courses (spec learning area §7 `/api/pay/*`). A learner sees and moves only
 * their own orders: an order of someone else answers "not found", as one that does not exist. The
 * price is always the server's; no call takes an amount. The provider's `callback` is not a call
 * of the pages: it is answered in the provider's own way (pay module, providers/).
 */
const pay = { tags: ['pay'] } as const;
const path = (name: string) => `/api/pay/${name}`;

const courseId = z.string().uuid();
const orderId = z.string().uuid();

/** An order as the learner's pages show it (spec §3 order). */
export const orderSummary = z.object({
  orderId: z.string(),
  /** The number people read and quote (`Q20261126-000123`). */
  number: z.string(),
  courseId: z.string(),
  courseTitle: localText,
  /** The price frozen when the order was placed. */
  amount: money,
  state: z.enum(ORDER_STATES),
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  /** The provider's reference of the payment (the spec's "transaction number"). */
  providerRef: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unpaid order is cancelled by itself; null once processing, paid or closed. */
  expiresAt: z.string().nullable(),
  /** The course is open to the learner by this order. */
  grantsAccess: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** An order with every move of its state and its cause, oldest first. */
export const orderWithHistory = orderSummary.extend({ history: z.array(orderTransition) });
export type OrderWithHistory = z.infer<typeof orderWithHistory>;

export const createOrEditThirdOrder = defineRoute({
  ...pay,
  method: 'POST',
  path: path('createOrEditThirdOrder'),
  summary:
    'Places an order for a priced course the learner can see and has not bought, at the ' +
    'server’s price; while an order of it is still open (to pay, processing, failed), answers ' +
    'that one instead, so a double click makes one order',
  body: z.object({ courseId }),
  data: z.object({ order: orderSummary, created: z.boolean() }),
});

export const getThirdOrderDetail = defineRoute({
  ...pay,
  method: 'POST',
  path: path('getThirdOrderDetail'),
  summary:
    'One of the learner’s orders, as the payment pages show it, with the payment types this ' +
    'platform offers now (its configured providers)',
  body: z.object({ orderId }),
  data: z.object({ order: orderSummary, paymentTypes: z.array(z.enum(PAYMENT_TYPES)) }),
});

export const orderDetail = defineRoute({
  ...pay,
  method: 'POST',
  path: path('orderDetail'),
  summary: 'One of the learner’s orders with its history: each move, its cause and when',
  body: z.object({ orderId }),
  data: z.object({ order: orderWithHistory }),
});

export const orderList = defineRoute({
  ...pay,
  method: 'POST',
  path: path('orderList'),
  summary: 'The learner’s orders, newest first, optionally in one state',
  body: z.object({ ...pageFields, state: z.enum(ORDER_STATES).optional() }),
  data: paged(orderSummary),
});

export const cancel = defineRoute({
  ...pay,
  method: 'POST',
  path: path('cancel'),
  summary:
    'Cancels an order waiting for payment or whose payment failed; one processing waits for ' +
    'its provider',
  body: z.object({ orderId }),
  data: z.object({ order: orderSummary }),
});

export const ispay = defineRoute({
  ...pay,
  method: 'POST',
  path: path('ispay'),
  summary: 'Whether the order is paid (the payment pages ask while the provider works)',
  body: z.object({ orderId }),
  data: z.object({ paid: z.boolean(), state: z.enum(ORDER_STATES) }),
});

export const topay = defineRoute({
  ...pay,
  method: 'POST',
  path: path('topay'),
  summary:
    'Starts paying the order with the chosen payment type (a failed one is tried again) and ' +
    'answers where the learner pays: the provider’s page address',
  body: z.object({ orderId, paymentType: z.enum(PAYMENT_TYPES) }),
  data: z.object({ order: orderSummary, payUrl: z.string() }),
});

export const ordersGet = defineRoute({
  ...pay,
  method: 'POST',
  path: path('OrdersGet'),
  summary:
    'The learner’s orders of one course, newest first, with whether the course is theirs and ' +
    'the order still open for it (the course page chooses between buy, go on paying and open)',
  body: z.object({ courseId }),
  data: z.object({
    orders: z.array(orderSummary),
    owned: z.boolean(),
    openOrder: orderSummary.nullable(),
  }),
});

/**
 * Where a paid order's receipt is downloaded (GET, session cookie): a PDF for the order's learner
 * or an admin, in the caller's language (`?lang=`, else the language setting); anyone else is
 * answered "not found".
 */
export const receiptPath = (orderId: string) => `/api/pay/receipt/${encodeURIComponent(orderId)}`;

/** The receipt's route, as the server registers it and OpenAPI describes it. */
export const downloadReceipt = defineRoute({
  ...pay,
  method: 'GET',
  path: path('receipt/:orderId'),
  summary:
    'A paid order’s receipt as a PDF (the learner or an admin): number, learner, course, amount, ' +
    'payment type, transaction number, paid date and refunds so far',
  query: z.object({ lang: z.string().optional() }),
  data: z.unknown(),
});
