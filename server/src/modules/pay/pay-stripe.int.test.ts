import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/sign-in';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake';
import { catalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { expireUnpaidOrders } from './expiry';
import { paymentCloser } from './closing';
import {
  call,
  chooseOnSandboxPage,
  newLearner,
  orderBeingPaid,
  ok,
  paySuite,
  refusal,
  type Client,
  type PlacedOrder,
  orderDetail,
  postRawCallback,
} from './pay-test-setup';
import type { RawCallback } from './providers/provider';
import { stripeProvider } from './providers/stripe';
import { reconcileProcessingOrders } from './reconcile';

let stripe: StripeFake;
beforeAll(async () => {
  stripe = await startStripeFake();
});
afterAll(async () => stripe?.close());
const suite = paySuite(() => stripe.env);

const provider = () =>
  stripeProvider(suite.server.config.pay.stripe!, suite.server.config.publicUrl);
const providers = () => new Map([['card' as const, provider()]]);

const postWebhook = (callback: RawCallback) => postRawCallback(suite, 'card', callback);

/** A learner's YCT order (19.99 SAR) with card payment started: its Checkout Session at the fake. */
async function payingByCard(client: Client) {
  const started = await orderBeingPaid(suite, client, suite.content.courses.yct.id, 'card');
  return { ...started, session: stripe.sessions.get(started.order.providerRef!)! };
}

const detail = orderDetail;

const accepted = { status: 200, body: { received: true } };
const refused = { status: 400, body: { received: false } };

describe('cards through Stripe Checkout (against a local fake of its API)', () => {
  it('offers the card beside the sandbox and opens a session of the order’s frozen price', async () => {
    const { client } = await newLearner(suite);
    const { order, payUrl, session } = await payingByCard(client);
    const offered = await ok<{ paymentTypes: string[] }>(client, call('getThirdOrderDetail'), {
      orderId: order.orderId,
    });
    expect(offered.paymentTypes).toEqual(['sandbox', 'card']);
    expect(payUrl).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 1999,
      currency: 'sar',
      client_reference_id: order.number,
      metadata: { order: order.number },
      success_url: `${suite.server.baseUrl}/#/pages/pay/complete?orderId=${order.orderId}`,
      cancel_url: `${suite.server.baseUrl}/#/pages/pay/complete?orderId=${order.orderId}`,
    });
    expect(session.line_item_name.length).toBeGreaterThan(0);
    expect(session.expires_at * 1000).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
    // Choosing the card again while the session is open is the same page, not a second session.
    const again = await ok<{ payUrl: string }>(client, call('topay'), {
      orderId: order.orderId,
      paymentType: 'card',
    });
    expect(again.payUrl).toBe(session.url);
    expect(stripe.sessions.size).toBeGreaterThanOrEqual(1);
  });

  it('two clicks on “pay by card” at once answer the one session the order holds', async () => {
    const { client } = await newLearner(suite);
    const { order } = await ok<{ order: PlacedOrder }>(client, call('createOrEditThirdOrder'), {
      courseId: suite.content.courses.yct.id,
    });
    const pay = () =>
      ok<{ order: PlacedOrder; payUrl: string }>(client, call('topay'), {
        orderId: order.orderId,
        paymentType: 'card',
      });
    const [one, two] = await Promise.all([pay(), pay()]);
    expect(one.payUrl).toBe(two.payUrl);
    expect(one.order.providerRef).toBe(two.order.providerRef);
    expect(stripe.sessions.get(one.order.providerRef!)!.url).toBe(one.payUrl);
  });

  it('pays by a signed checkout.session.completed; the same event again changes nothing', async () => {
    const { client } = await newLearner(suite);
    const { order, session } = await payingByCard(client);
    const event = stripe.event('checkout.session.completed', stripe.pay(session.id));
    expect(await postWebhook(event)).toEqual(accepted);
    expect(await ok(client, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: true,
      state: 'paymentSuccess',
    });
    expect(await postWebhook(event)).toEqual(accepted);
    const after = await detail(client, order.orderId);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]!.event.cause).toEqual({ kind: 'provider', eventId: event.eventId });
  });

  it('refuses a tampered body, a forged signature, another amount, currency or order, and logs it', async () => {
    const { client } = await newLearner(suite);
    const { order, session } = await payingByCard(client);
    const paid = stripe.pay(session.id);
    const logsBefore = suite.server.logs.length;

    const genuine = stripe.event('checkout.session.completed', paid);
    const tampered = {
      ...genuine,
      body: genuine.body.replace('"amount_total":1999', '"amount_total":1'),
    };
    expect(await postWebhook(tampered)).toEqual(refused);
    const forged = stripe.event('checkout.session.completed', paid, { secret: 'whsec_forged' });
    expect(await postWebhook(forged)).toEqual(refused);
    const stale = stripe.event('checkout.session.completed', paid, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(await postWebhook(stale)).toEqual(refused);
    const unsigned = { ...genuine, headers: { 'content-type': 'application/json' } };
    expect(await postWebhook(unsigned)).toEqual(refused);
    for (const other of [
      { amount_total: 100 },
      { currency: 'usd' },
      { client_reference_id: 'Q20000101-999999' },
      { id: 'cs_test_someone_else' },
    ]) {
      expect(
        await postWebhook(stripe.event('checkout.session.completed', { ...paid, ...other })),
      ).toEqual(refused);
    }
    const after = await detail(client, order.orderId);
    expect(after.state).toBe('toPay');
    expect(after.history).toHaveLength(0);
    const refusals = suite.server.logs
      .slice(logsBefore)
      .filter((line) => line.msg?.startsWith('pay callback refused'));
    expect(refusals).toHaveLength(8);
  });

  it('a delayed payment is processing, then the reconciliation job finds it paid at Stripe', async () => {
    const { client } = await newLearner(suite);
    const { order, session } = await payingByCard(client);
    const completed = stripe.event('checkout.session.completed', stripe.pay(session.id, 'unpaid'));
    expect(await postWebhook(completed)).toEqual(accepted);
    expect((await detail(client, order.orderId)).state).toBe('processing');

    const db = suite.server.testDatabase.database.db;
    const logger = suite.server.app.log;
    // Not yet: a processing order is asked about only after the limit.
    expect(await reconcileProcessingOrders(db, providers(), logger)).toBe(0);
    const later = new Date(Date.now() + 6 * 60_000);
    // Stripe still waits for the bank: nothing moves.
    expect(await reconcileProcessingOrders(db, providers(), logger, later)).toBe(0);
    stripe.pay(session.id, 'paid');
    expect(await reconcileProcessingOrders(db, providers(), logger, later)).toBeGreaterThanOrEqual(
      1,
    );
    const after = await detail(client, order.orderId);
    expect(after.state).toBe('paymentSuccess');
    expect(after.history.at(-1)!.event.cause).toEqual({ kind: 'job', job: 'reconciliation' });

    // The async success event arriving afterwards is acknowledged and changes nothing.
    const late = stripe.event(
      'checkout.session.async_payment_succeeded',
      stripe.sessions.get(session.id)!,
    );
    expect(await postWebhook(late)).toEqual(accepted);
    expect((await detail(client, order.orderId)).history).toHaveLength(2);
  });

  it('an async failure fails the order', async () => {
    const { client } = await newLearner(suite);
    const { order, session } = await payingByCard(client);
    await postWebhook(stripe.event('checkout.session.completed', stripe.pay(session.id, 'unpaid')));
    const failed = stripe.event(
      'checkout.session.async_payment_failed',
      stripe.sessions.get(session.id)!,
    );
    expect(await postWebhook(failed)).toEqual(accepted);
    expect((await detail(client, order.orderId)).state).toBe('paymentFailed');
  });

  it('cancelling closes the session at Stripe; a payment that still lands is accepted (decision: the course opens)', async () => {
    const { client } = await newLearner(suite);
    const { order, session } = await payingByCard(client);
    await ok(client, call('cancel'), { orderId: order.orderId });
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    const expiredEvent = stripe.event('checkout.session.expired', stripe.sessions.get(session.id)!);
    expect(await postWebhook(expiredEvent)).toEqual(accepted);
    expect((await detail(client, order.orderId)).state).toBe('paymentCancelled');

    // The learner had paid on the page a moment before it closed: the money was taken.
    const paid = {
      ...stripe.sessions.get(session.id)!,
      status: 'complete' as const,
      payment_status: 'paid' as const,
    };
    expect(await postWebhook(stripe.event('checkout.session.completed', paid))).toEqual(accepted);
    const after = await detail(client, order.orderId);
    expect(after.state).toBe('paymentSuccess');
    expect(after.grantsAccess).toBe(true);
  });

  it('a late payment of a cancelled order, when the course was bought meanwhile, is refunded in full at once', async () => {
    const { client } = await newLearner(suite);
    const first = await payingByCard(client);
    await ok(client, call('cancel'), { orderId: first.order.orderId });
    const second = await orderBeingPaid(suite, client);
    expect((await chooseOnSandboxPage(suite, second.payUrl, 'succeed')).status).toBe(303);
    expect((await detail(client, second.order.orderId)).state).toBe('paymentSuccess');

    // The first session's payment had gone through just before it closed.
    const paid = { ...stripe.pay(first.session.id) };
    const late = stripe.event('checkout.session.completed', paid);
    expect(await postWebhook(late)).toEqual(accepted);
    const refunded = await detail(client, first.order.orderId);
    expect(refunded.state).toBe('fullRefund');
    expect(refunded.history.map((line) => line.to)).toEqual([
      'paymentCancelled',
      'paymentSuccess',
      'fullRefund',
    ]);
    expect(refunded.history.at(-1)!.event).toMatchObject({
      type: 'refundedFully',
      cause: { kind: 'provider', eventId: late.eventId },
      amountMinor: 1999,
    });
    const atStripe = stripe.refunds.filter(
      (refund) => refund.payment_intent === paid.payment_intent,
    );
    expect(atStripe).toEqual([
      expect.objectContaining({ amount: 1999, idempotencyKey: `${first.order.number}-R1` }),
    ]);
    // The order bought meanwhile keeps the course open.
    expect((await detail(client, second.order.orderId)).state).toBe('paymentSuccess');
    // The same event again refunds nothing more.
    expect(await postWebhook(late)).toEqual(accepted);
    expect(
      stripe.refunds.filter((refund) => refund.payment_intent === paid.payment_intent),
    ).toHaveLength(1);
  });

  it('expiry closes the session at Stripe; a failure to close is logged and the order still expires', async () => {
    const { client } = await newLearner(suite);
    const { order, session } = await payingByCard(client);
    const db = suite.server.testDatabase.database.db;
    const close = paymentCloser(providers(), suite.server.app.log);
    await expireUnpaidOrders(db, new Date(Date.now() + 31 * 60_000), close);
    expect((await detail(client, order.orderId)).state).toBe('paymentCancelled');
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    // Closing again (Stripe refuses a session no longer open) is no error.
    await expect(
      provider().closePayment({
        number: order.number,
        providerRef: session.id,
        amount: order.amount as never,
      }),
    ).resolves.toBeUndefined();
  });

  it('an admin refunds through Stripe with our refund id as the idempotency key', async () => {
    const { client } = await newLearner(suite);
    const { order, session } = await payingByCard(client);
    const paid = stripe.pay(session.id);
    await postWebhook(stripe.event('checkout.session.completed', paid));
    const admin = await signInAs(suite.server, { name: 'Admin', role: 'admin' });
    const adminClient = catalogueClient(suite.server, admin.cookie);
    const refunded = await refusal(adminClient, '/api/pay/admin/refund', {
      orderId: order.orderId,
      amountMinor: 999,
      reason: 'partial',
      refundedMinor: 0,
    });
    expect(refunded.code).toBe(0);
    const atStripe = stripe.refunds.filter(
      (refund) => refund.payment_intent === paid.payment_intent,
    );
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]).toMatchObject({ amount: 999, status: 'succeeded' });
    expect(atStripe[0]!.idempotencyKey).toBeTruthy();
    expect((await detail(client, order.orderId)).state).toBe('partialRefund');

    // The same refund asked again (a retry after a lost answer) is one refund at Stripe.
    const again = await provider().refund({
      order: {
        number: order.number,
        providerRef: session.id,
        amount: { amountMinor: 1999, currency: 'SAR' },
      },
      refundId: atStripe[0]!.idempotencyKey!,
      amountMinor: 999,
      reason: 'partial',
    });
    expect(again).toEqual({ status: 'succeeded', providerRefundRef: atStripe[0]!.id });
    expect(
      stripe.refunds.filter((refund) => refund.payment_intent === paid.payment_intent),
    ).toHaveLength(1);
  });
});
