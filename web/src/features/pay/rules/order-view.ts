import type { OrderState } from '@qiao/contracts/pay';

/**
 * What the payment pages show of an order, by its state: pure, so each state's screen is tested
 * without drawing it.
 */

/** The complete page's screens: waiting for the provider, paid, failed, closed, refunded. */
export type CompleteView = 'waiting' | 'success' | 'failure' | 'closed' | 'refunded';

const COMPLETE_VIEWS: Record<OrderState, CompleteView> = {
  // Back from the provider before its answer arrived: the page waits and asks again.
  toPay: 'waiting',
  processing: 'waiting',
  paymentSuccess: 'success',
  paymentFailed: 'failure',
  paymentCancelled: 'closed',
  partialRefund: 'refunded',
  fullRefund: 'refunded',
};

export function completeView(state: OrderState): CompleteView {
  return COMPLETE_VIEWS[state];
}

/** Whether the pages keep asking `ispay`: the provider has not said how the payment ended. */
export function awaitsProvider(state: OrderState): boolean {
  return completeView(state) === 'waiting';
}

/** A state's colour as an antd Tag shows it. */
export const STATE_COLORS: Record<OrderState, string> = {
  toPay: 'gold',
  processing: 'processing',
  paymentSuccess: 'success',
  paymentFailed: 'error',
  paymentCancelled: 'default',
  partialRefund: 'purple',
  fullRefund: 'purple',
};

/**
 * What the learner may do with an order: pay (or pay again after a failure), cancel it while
 * nothing is paid, download a receipt once it was paid (a refunded one too: it was paid).
 */
export function orderActions(order: { state: OrderState; paidAt: string | null }) {
  const open = order.state === 'toPay' || order.state === 'paymentFailed';
  return { pay: open, cancel: open, receipt: order.paidAt !== null };
}

/** States in which nothing more is expected of the payment: paid, cancelled or refunded. */
const SETTLED: readonly OrderState[] = [
  'paymentSuccess',
  'paymentCancelled',
  'partialRefund',
  'fullRefund',
];

/**
 * The spec's "completed time": when the order reached the state it is settled in (its last move),
 * or null while it still waits for a payment (to pay, processing, failed and open to a retry).
 */
export function completedAt(order: {
  state: OrderState;
  history: readonly { to: OrderState; at: string }[];
}): string | null {
  if (!SETTLED.includes(order.state)) return null;
  return order.history.at(-1)?.at ?? null;
}

/** Whether a cancelled order was cancelled by the expiry job rather than by the learner. */
export function expiredUnpaid(history: readonly { event: { type: string } }[]): boolean {
  return history.at(-1)?.event.type === 'expired';
}
