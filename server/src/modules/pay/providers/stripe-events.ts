import { CURRENCIES, type Currency, type Money } from '@qiao/contracts/pay';
import type { PaymentNotification, RefundOutcome } from './provider';

/**
 * Pure mapping between Stripe's objects and a payment's notification: what a Checkout Session
 * says about its order, by webhook event or by asking Stripe (reconciliation). Only the fields
 * read are typed, so the mapping is tested without the SDK.
 */

/** The part of a Checkout Session an order needs. */
export interface SessionFacts {
  id: string;
  client_reference_id: string | null;
  status: 'open' | 'complete' | 'expired' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
}

/** The Checkout events Qiao subscribes to (the webhook endpoint should send only these). */
export const STRIPE_CHECKOUT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
type CheckoutEventType = (typeof STRIPE_CHECKOUT_EVENTS)[number];

/** Stripe's lower-case ISO code as one of ours, or undefined for a currency Qiao does not sell in. */
export function currencyOf(code: string | null): Currency | undefined {
  const upper = code?.toUpperCase();
  return CURRENCIES.find((known) => known === upper);
}

function amountOf(session: SessionFacts): Money | undefined {
  const currency = currencyOf(session.currency);
  if (currency === undefined || session.amount_total === null) return undefined;
  return { amountMinor: session.amount_total, currency };
}

/** What an event of a Checkout Session says of its payment; undefined for any other event. */
export function outcomeOfEvent(
  type: string,
  session: Pick<SessionFacts, 'payment_status'>,
): PaymentNotification['outcome'] | undefined {
  const outcomes: Record<CheckoutEventType, PaymentNotification['outcome']> = {
    // A card is paid when the session completes; a delayed method (a bank debit) completes
    // unpaid and is settled later by one of the async events.
    'checkout.session.completed': session.payment_status === 'unpaid' ? 'pending' : 'confirmed',
    'checkout.session.async_payment_succeeded': 'confirmed',
    'checkout.session.async_payment_failed': 'failed',
    'checkout.session.expired': 'failed',
  };
  return (STRIPE_CHECKOUT_EVENTS as readonly string[]).includes(type)
    ? outcomes[type as CheckoutEventType]
    : undefined;
}

/** A verified webhook event as a notification, or undefined when it is not about an order. */
export function notificationOfEvent(event: {
  id: string;
  type: string;
  data: { object: unknown };
}): PaymentNotification | undefined {
  const session = event.data.object as SessionFacts;
  const outcome = outcomeOfEvent(event.type, session);
  const amount = amountOf(session);
  if (!outcome || !amount || !session.client_reference_id) return undefined;
  return {
    eventId: event.id,
    orderNumber: session.client_reference_id,
    providerRef: session.id,
    outcome,
    amount,
  };
}

/**
 * What a session retrieved from Stripe says, for the reconciliation job: complete and paid is
 * confirmed, complete and unpaid is still pending, expired is failed; an open session knows no
 * outcome yet. The event id names the session and its state, since no webhook event is at hand.
 */
export function notificationOfSession(session: SessionFacts): PaymentNotification | undefined {
  const amount = amountOf(session);
  if (!amount || !session.client_reference_id) return undefined;
  let outcome: PaymentNotification['outcome'];
  if (session.status === 'complete') {
    outcome = session.payment_status === 'unpaid' ? 'pending' : 'confirmed';
  } else if (session.status === 'expired') {
    outcome = 'failed';
  } else {
    return undefined;
  }
  return {
    eventId: `${session.id}:${session.status}:${session.payment_status}`,
    orderNumber: session.client_reference_id,
    providerRef: session.id,
    outcome,
    amount,
  };
}

/** A Stripe refund's status as ours: `requires_action` and `pending` are settled later. */
export function refundStatusOf(status: string | null): RefundOutcome['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'pending' || status === 'requires_action') return 'pending';
  return 'failed';
}
