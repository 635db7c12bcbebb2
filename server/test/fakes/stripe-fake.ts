import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { RawCallback } from '../../src/modules/pay/providers/provider';
import { fakeHttpServer, type FakeAnswer, type FakeRequest } from './fake-http';

/** A Checkout Session as the fake keeps it (the fields Stripe answers that Qiao reads). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  payment_intent: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  line_item_name: string;
  metadata: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const refused = (status: number, message: string): FakeAnswer => ({
  status,
  body: { error: { type: 'invalid_request_error', message } },
});

/**
 * Stripe's API as far as Qiao uses it (Checkout Sessions: create, retrieve, expire; refunds), on
 * a loopback port, with events signed as Stripe signs webhooks (`Stripe-Signature`, by the SDK's
 * `generateTestHeaderString`) with a secret made by the test.
 */
export async function startStripeFake() {
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const sdk = new Stripe('sk_test_fake');
  let baseUrl = '';

  function handle(request: FakeRequest): FakeAnswer {
    if (request.headers.authorization !== 'Bearer sk_test_qiao') return refused(401, 'bad key');
    const form = Object.fromEntries(new URLSearchParams(request.body));
    const path = new URL(request.url, baseUrl).pathname;
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session: FakeSession = {
        id: id('cs'),
        object: 'checkout.session',
        url: '',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]']!,
        client_reference_id: form.client_reference_id ?? null,
        payment_intent: null,
        expires_at: Number(form.expires_at),
        success_url: form.success_url!,
        cancel_url: form.cancel_url!,
        line_item_name: form['line_items[0][price_data][product_data][name]']!,
        metadata: { order: form['metadata[order]']! },
      };
      session.url = `${baseUrl}/c/pay/${session.id}`;
      if (session.expires_at * 1000 < Date.now() + 30 * 60_000) {
        return refused(400, 'expires_at must be at least 30 minutes from now');
      }
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session) return refused(404, 'No such checkout.session');
      if (!sessionPath[2]) return { status: 200, body: session };
      if (session.status !== 'open') return refused(400, `session is ${session.status}`);
      session.status = 'expired';
      return { status: 200, body: session };
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const key = request.headers['idempotency-key'] as string | undefined;
      const again = refunds.find((refund) => key && refund.idempotencyKey === key);
      if (again) return { status: 200, body: again };
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        payment_intent: form.payment_intent!,
        amount: Number(form.amount),
        status: 'succeeded',
        idempotencyKey: key,
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return refused(404, `no route ${request.method} ${path}`);
  }

  const server = await fakeHttpServer(handle);
  baseUrl = server.baseUrl;
  return {
    ...server,
    webhookSecret,
    sessions,
    refunds,
    /** The settings that point Qiao at this fake. */
    env: {
      PAY_STRIPE_SECRET_KEY: 'sk_test_qiao',
      PAY_STRIPE_WEBHOOK_SECRET: webhookSecret,
      PAY_STRIPE_API_BASE: baseUrl,
    },
    /** The learner pays on the session's page (or starts a delayed payment, `unpaid`). */
    pay(sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
      const session = sessions.get(sessionId)!;
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.payment_intent = id('pi');
      return session;
    },
    /** A webhook event about a session, signed as Stripe signs it (`secret` to forge one). */
    event(
      type: string,
      session: FakeSession,
      options: { secret?: string; eventId?: string; timestamp?: number } = {},
    ): RawCallback & { eventId: string } {
      const eventId = options.eventId ?? id('evt');
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: session },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });
      return {
        eventId,
        body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
