import Stripe from 'stripe';
import { pickText } from '@qiao/contracts/catalogue';
import { payPageHref } from '@qiao/contracts/pay-pages';
import type { StripeSettings } from '../../../platform/pay/pay-settings';
import type { PaymentProvider } from './provider';
import {
  notificationOfEvent,
  notificationOfSession,
  refundStatusOf,
  type SessionFacts,
} from './stripe-events';

/** Stripe refuses a Checkout Session that lives less than 30 minutes; a minute more for the trip. */
const SHORTEST_SESSION_MS = 31 * 60_000;

/** When the session closes: with the order, but never sooner than Stripe allows. */
export function sessionExpiresAt(orderExpiresAt: Date | null, now: Date): number {
  const shortest = now.getTime() + SHORTEST_SESSION_MS;
  return Math.ceil(Math.max(orderExpiresAt?.getTime() ?? 0, shortest) / 1000);
}

/** Where Stripe sends the learner back: the order's "complete" page, which asks `ispay`. */
export const completePageUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}${payPageHref('complete', { orderId })}`;

function clientOf(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const paymentIntentOf = (session: { payment_intent: string | { id: string } | null }) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;

/**
 * Cards through Stripe Checkout (the official SDK): a hosted page per order with the order's
 * frozen price, its number as `client_reference_id`, closing with the order. Webhooks are verified
 * with the endpoint's secret over the exact body (`constructEvent`, which also refuses events
 * older than five minutes); refunds are keyed by our refund id, so asking twice refunds once.
 */
export function stripeProvider(settings: StripeSettings, publicUrl: string): PaymentProvider {
  const stripe = clientOf(settings);
  const session = async (ref: string) =>
    (await stripe.checkout.sessions.retrieve(ref)) as unknown as SessionFacts & {
      url: string | null;
      payment_intent: string | { id: string } | null;
    };
  return {
    type: 'card',
    async startPayment(order) {
      if (order.providerRef) {
        // The learner comes back to a session still open: the same page, not a second charge.
        const open = await session(order.providerRef);
        if (open.status === 'open' && open.url) return { providerRef: open.id, payUrl: open.url };
      }
      const back = completePageUrl(publicUrl, order.id);
      const created = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: order.number,
        metadata: { order: order.number },
        payment_intent_data: { metadata: { order: order.number } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.amount.currency.toLowerCase(),
              unit_amount: order.amount.amountMinor,
              product_data: { name: pickText(order.title, 'ar') },
            },
          },
        ],
        success_url: back,
        cancel_url: back,
        expires_at: sessionExpiresAt(order.expiresAt, new Date()),
      });
      if (!created.url) throw new Error(`Stripe session ${created.id} has no page`);
      return { providerRef: created.id, payUrl: created.url };
    },
    readCallback({ headers, body }) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) return undefined;
      try {
        const event = stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
        return notificationOfEvent(
          event as { id: string; type: string; data: { object: unknown } },
        );
      } catch {
        return undefined;
      }
    },
    answer: (accepted) => ({ status: accepted ? 200 : 400, body: { received: accepted } }),
    async queryPayment(payment) {
      return notificationOfSession(await session(payment.providerRef));
    },
    async closePayment(payment) {
      try {
        await stripe.checkout.sessions.expire(payment.providerRef);
      } catch (error) {
        // Stripe refuses to expire a session no longer open (completed, or expired already):
        // that is the state wanted, or a payment its webhook will report.
        const now = await session(payment.providerRef);
        if (now.status !== 'open') return;
        throw error;
      }
    },
    async refund({ order, refundId, amountMinor, reason }) {
      const paymentIntent = paymentIntentOf(await session(order.providerRef));
      if (!paymentIntent) return { status: 'failed', providerRefundRef: null };
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: amountMinor,
          reason: 'requested_by_customer',
          metadata: { order: order.number, refund: refundId, reason: reason.slice(0, 500) },
        },
        { idempotencyKey: refundId },
      );
      return { status: refundStatusOf(refund.status), providerRefundRef: refund.id };
    },
  };
}
