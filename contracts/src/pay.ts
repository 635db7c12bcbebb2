import { z } from 'zod';

/**
 * Paid courses (spec learning area §2 pay pages, §3 order, §4 order states, §7 `/api/pay/*`; facts
 * in the learning notes): currencies, money, a course's price, the order states, payment types,
 * the causes and events an order's history records, and the limits. One source for every figure
 * the server checks and the web shows. The rules that move an order are in pay-rules.ts.
 */

/**
 * The currencies an offer may be in, each with its ISO 4217 exponent: how many digits of minor
 * units make one major unit (halalas, fils, piastres, fen, cents: 2 each). A currency with another
 * exponent (KWD: 3) is added here with its own, and every amount follows.
 */
export const CURRENCY_EXPONENTS = {
  SAR: 2,
  AED: 2,
  EGP: 2,
  CNY: 2,
  USD: 2,
} as const satisfies Record<string, number>;

export type Currency = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS) as [Currency, ...Currency[]];

export function currencyExponent(currency: Currency): number {
  return CURRENCY_EXPONENTS[currency];
}

export const PAY_LIMITS = {
  /**
   * Largest amount of one order or refund, in minor units: eight digits, the most Stripe takes in
   * one charge (999,999.99 of a two-digit currency); WeChat Pay's integer fen fit well within.
   */
  maxAmountMinor: 99_999_999,
  /**
   * An order left to pay is cancelled by a job after this long. Thirty minutes is also the
   * shortest life of a Stripe Checkout session, so the provider's page closes with the order.
   */
  unpaidOrderExpiryMinutes: 30,
  /** An order still processing after this long is asked about at its provider (reconciliation). */
  reconcileProcessingAfterMinutes: 5,
  /** The order page asks `ispay` this often while it waits for the provider. */
  paymentPollIntervalMs: 3_000,
  /** The admin's reason for a refund, kept in the order's history. */
  maxRefundReason: 300,
  /** Provider event ids (Stripe `evt_…`, WeChat Pay notification ids, sandbox ids). */
  maxProviderEventId: 128,
} as const;

export const currency = z.enum(CURRENCIES);

/**
 * An amount in minor units of its currency: an integer, never a float, so 19.99 SAR is 1999 and
 * no sum or refund loses a halala. Zero is a valid amount (nothing refunded yet); a price is not.
 */
export const amountMinor = z.number().int().min(0).max(PAY_LIMITS.maxAmountMinor);

export const money = z.object({ amountMinor, currency });
export type Money = z.infer<typeof money>;

/**
 * A course's (or an item's) price: a positive amount in the offer's own currency. A free course
 * carries no price (null), never a price of zero, so "free" has one spelling.
 */
export const priceOffer = z.object({ amountMinor: amountMinor.min(1), currency });
export type PriceOffer = z.infer<typeof priceOffer>;

/**
 * The order states, one per state of the spec (§4). Identifiers follow the spec's names so a
 * reader maps them at sight; each is translated under its identifier on the pages.
 */
export const ORDER_STATES = [
  /** "to pay": placed, no payment yet (or a failed payment being tried again). */
  'toPay',
  /** "processing": the provider has the payment and has not said how it ended. */
  'processing',
  /** "payment success": paid; the course is open. */
  'paymentSuccess',
  /** "payment failed": the provider refused or the attempt ended; it may be tried again. */
  'paymentFailed',
  /** "payment cancelled": cancelled by the learner, or expired unpaid. */
  'paymentCancelled',
  /** "partial refund": part of the amount given back; the course stays open. */
  'partialRefund',
  /** "full refund": all of it given back; the course closes again. */
  'fullRefund',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * How a learner pays: the sandbox (a test page of Qiao's own, the embedded default), a card
 * (Stripe) or a WeChat-type wallet (WeChat Pay, Native QR). The spec's "payment method".
 */
export const PAYMENT_TYPES = ['sandbox', 'card', 'wallet'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The jobs that move orders: expiry of unpaid orders, reconciliation of processing ones. */
export const ORDER_JOBS = ['expiry', 'reconciliation'] as const;
export type OrderJob = (typeof ORDER_JOBS)[number];

const userCause = z.object({ kind: z.literal('user'), userId: z.string().min(1) });
const adminCause = z.object({ kind: z.literal('admin'), userId: z.string().min(1) });
const providerCause = z.object({
  kind: z.literal('provider'),
  /** The provider's own id of the event, which also makes a replayed callback recognisable. */
  eventId: z.string().min(1).max(PAY_LIMITS.maxProviderEventId),
});
const jobCause = z.object({ kind: z.literal('job'), job: z.enum(ORDER_JOBS) });

/** Who or what moved an order, written beside every transition so its history can be audited. */
export const orderCause = z.discriminatedUnion('kind', [
  userCause,
  adminCause,
  providerCause,
  jobCause,
]);
export type OrderCause = z.infer<typeof orderCause>;

/** What the provider says about a payment comes by its callback, or by the reconciliation job. */
const fromProvider = z.discriminatedUnion('kind', [providerCause, jobCause]);
/** A refund is asked by an admin; an asynchronous one is confirmed by the provider or the job. */
const ofRefund = z.discriminatedUnion('kind', [adminCause, providerCause, jobCause]);

const refundFields = {
  /** This refund alone, in the order's currency. */
  amountMinor: amountMinor.min(1),
  reason: z.string().trim().min(1).max(PAY_LIMITS.maxRefundReason),
  /** The provider's reference of this refund, to find it in the provider's own records. */
  providerRefundRef: z.string().min(1).max(PAY_LIMITS.maxProviderEventId).optional(),
};

/**
 * Everything that can happen to an order. Each event allows only the causes that can produce it,
 * so a "cancelled by the learner" can never be written as coming from a provider.
 */
export const orderEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('providerPending'), cause: fromProvider }),
  z.object({ type: z.literal('providerConfirmed'), cause: fromProvider }),
  z.object({ type: z.literal('providerFailed'), cause: fromProvider }),
  z.object({ type: z.literal('userCancelled'), cause: userCause }),
  z.object({ type: z.literal('userRetried'), cause: userCause }),
  z.object({ type: z.literal('expired'), cause: jobCause }),
  z.object({ type: z.literal('refundedPartly'), cause: ofRefund, ...refundFields }),
  z.object({ type: z.literal('refundedFully'), cause: ofRefund, ...refundFields }),
]);
export type OrderEvent = z.infer<typeof orderEvent>;
export type OrderEventType = OrderEvent['type'];
export const ORDER_EVENT_TYPES = orderEvent.options.map(
  (option) => option.shape.type.value,
) as OrderEventType[];

/** One line of an order's history: the move, its cause and when (placing it is its creation). */
export const orderTransition = z.object({
  from: z.enum(ORDER_STATES),
  to: z.enum(ORDER_STATES),
  event: orderEvent,
  at: z.string(),
});
export type OrderTransition = z.infer<typeof orderTransition>;
