import { PAY_LIMITS, type OrderEventType, type OrderState } from './pay';
import type { PayErrorKey } from './pay-errors';

/**
 * The rules of an order, pure and shared by the server and the pages: which event moves which
 * state where, which states open the course, and how much of a payment is left to refund.
 */

export type TransitionResult =
  { ok: true; state: OrderState } | { ok: false; refusal: PayErrorKey };

/** Where each event leads from each state; a state an event does not list refuses it. */
const MOVES: Record<OrderEventType, Partial<Record<OrderState, OrderState>>> = {
  providerPending: { toPay: 'processing', paymentFailed: 'processing' },
  // A provider saying the money was taken always lands in "payment success", even after a
  // failure, a cancellation or an expiry raced it: a paid order without access is the one outcome
  // the learner must never see.
  providerConfirmed: {
    toPay: 'paymentSuccess',
    processing: 'paymentSuccess',
    paymentFailed: 'paymentSuccess',
    paymentCancelled: 'paymentSuccess',
  },
  providerFailed: { toPay: 'paymentFailed', processing: 'paymentFailed' },
  // While processing, the money may be moving: only the provider (or the reconciliation job
  // asking it) ends that state.
  userCancelled: { toPay: 'paymentCancelled', paymentFailed: 'paymentCancelled' },
  userRetried: { paymentFailed: 'toPay' },
  expired: { toPay: 'paymentCancelled', paymentFailed: 'paymentCancelled' },
  refundedPartly: { paymentSuccess: 'partialRefund', partialRefund: 'partialRefund' },
  refundedFully: { paymentSuccess: 'fullRefund', partialRefund: 'fullRefund' },
};

/** Why an event is refused: what the order's state says about itself. */
const REFUSAL_OF_STATE: Record<OrderState, PayErrorKey> = {
  toPay: 'payOrderAwaitingPayment',
  processing: 'payOrderProcessing',
  paymentSuccess: 'payOrderAlreadyPaid',
  paymentFailed: 'payOrderPaymentFailed',
  paymentCancelled: 'payOrderClosed',
  partialRefund: 'payOrderAlreadyPaid',
  fullRefund: 'payOrderRefunded',
};

const REFUND_EVENTS: readonly OrderEventType[] = ['refundedPartly', 'refundedFully'];

/** States in which money is held for the learner. */
const PAID_STATES: readonly OrderState[] = ['paymentSuccess', 'partialRefund'];

/** The state an event moves an order to, or the error that says why it cannot. */
export function nextOrderState(state: OrderState, event: OrderEventType): TransitionResult {
  const next = MOVES[event][state];
  if (next) return { ok: true, state: next };
  if (REFUND_EVENTS.includes(event) && !PAID_STATES.includes(state) && state !== 'fullRefund') {
    return { ok: false, refusal: 'payOrderNotPaid' };
  }
  return { ok: false, refusal: REFUSAL_OF_STATE[state] };
}

/** A paid order opens its course; a partial refund keeps it open, a full refund closes it. */
export function grantsCourseAccess(state: OrderState): boolean {
  return PAID_STATES.includes(state);
}

/**
 * When the expiry job cancels an order unpaid since `since` (placed, or last sent back to "to
 * pay" by a retry); one still processing is left to reconciliation instead.
 */
export function unpaidOrderExpiresAt(
  since: Date,
  expiryMinutes: number = PAY_LIMITS.unpaidOrderExpiryMinutes,
): Date {
  return new Date(since.getTime() + expiryMinutes * 60_000);
}

export interface RefundLedger {
  /** What the order was paid, in minor units. */
  paidMinor: number;
  /** What refunds have already given back, in minor units. */
  refundedMinor: number;
}

export type RefundPlan =
  | {
      ok: true;
      event: 'refundedPartly' | 'refundedFully';
      refundedAfterMinor: number;
      remainingAfterMinor: number;
    }
  | { ok: false; refusal: PayErrorKey | 'parameterError'; remainingMinor: number };

/** What is left to refund. */
export function refundableMinor(ledger: RefundLedger): number {
  return Math.max(0, ledger.paidMinor - ledger.refundedMinor);
}

/**
 * Checks a refund of `requestMinor` against what is left: it cannot be zero, a fraction or more
 * than is left; one that reaches the total is full whatever the admin called it.
 */
export function planRefund(ledger: RefundLedger, requestMinor: number): RefundPlan {
  const remainingMinor = refundableMinor(ledger);
  if (remainingMinor === 0) return { ok: false, refusal: 'payOrderRefunded', remainingMinor };
  if (!Number.isSafeInteger(requestMinor) || requestMinor <= 0) {
    return { ok: false, refusal: 'parameterError', remainingMinor };
  }
  if (requestMinor > remainingMinor) {
    return { ok: false, refusal: 'payRefundExceedsRemaining', remainingMinor };
  }
  const refundedAfterMinor = ledger.refundedMinor + requestMinor;
  const remainingAfterMinor = ledger.paidMinor - refundedAfterMinor;
  return {
    ok: true,
    event: remainingAfterMinor === 0 ? 'refundedFully' : 'refundedPartly',
    refundedAfterMinor,
    remainingAfterMinor,
  };
}
