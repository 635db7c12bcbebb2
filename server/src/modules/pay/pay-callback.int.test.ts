import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderWithHistory } from '@qiao/contracts/pay-calls';
import { sandboxProvider } from './providers/sandbox';
import { SANDBOX_SIGNATURE_HEADER } from './rules/sandbox-signature';
import {
  call,
  newLearner,
  ok,
  orderBeingPaid,
  paySuite,
  postCallback,
  sandboxEventOf,
} from './pay-test-setup';
import { orderTransitions, payProviderEvents } from './tables';

const suite = paySuite();

async function history(client: Parameters<typeof ok>[0], orderId: string) {
  const detail = await ok<{ order: OrderWithHistory }>(client, call('orderDetail'), { orderId });
  return detail.order;
}

describe('the providers’ callback', () => {
  it('takes an event once: the same event again changes nothing and is still acknowledged', async () => {
    const { client } = await newLearner(suite);
    const { order } = await orderBeingPaid(suite, client);
    const event = sandboxEventOf(order, 'payment.failed');
    expect(await postCallback(suite, event)).toEqual({ status: 200, body: { received: true } });
    expect(await postCallback(suite, event)).toEqual({ status: 200, body: { received: true } });
    const after = await history(client, order.orderId);
    expect(after.state).toBe('paymentFailed');
    expect(after.history).toHaveLength(1);
    expect(after.history[0]!.event.cause).toEqual({ kind: 'provider', eventId: event.id });
  });

  it('acknowledges a late failure after success and changes nothing: a paid course stays open', async () => {
    const { client } = await newLearner(suite);
    const { order } = await orderBeingPaid(suite, client);
    await postCallback(suite, sandboxEventOf(order, 'payment.succeeded'));
    expect((await postCallback(suite, sandboxEventOf(order, 'payment.failed'))).status).toBe(200);
    const after = await history(client, order.orderId);
    expect(after.state).toBe('paymentSuccess');
    expect(after.history).toHaveLength(1);
    const db = suite.server.testDatabase.database.db;
    const events = await db
      .select({ outcome: payProviderEvents.outcome })
      .from(payProviderEvents)
      .where(eq(payProviderEvents.orderId, order.orderId));
    expect(events.map((event) => event.outcome).sort()).toEqual(['moved', 'unchanged']);
  });

  it('refuses forged, tampered, stale, other-amount, other-currency and unknown-order callbacks', async () => {
    const { client } = await newLearner(suite);
    const { order } = await orderBeingPaid(suite, client);
    const success = (overrides = {}) => sandboxEventOf(order, 'payment.succeeded', overrides);
    const refused = { status: 400, body: { received: false } };

    const forged = await postCallback(suite, success(), {
      headers: {
        [SANDBOX_SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
    });
    expect(forged).toEqual(refused);
    const unsigned = await postCallback(suite, success(), {
      headers: { [SANDBOX_SIGNATURE_HEADER]: '' },
    });
    expect(unsigned).toEqual(refused);
    const stale = await postCallback(suite, success(), { now: new Date(Date.now() - 3600_000) });
    expect(stale).toEqual(refused);
    expect(await postCallback(suite, success({ amountMinor: 1 }))).toEqual(refused);
    expect(await postCallback(suite, success({ currency: 'USD' }))).toEqual(refused);
    expect(await postCallback(suite, success({ order: 'Q20000101-999999' }))).toEqual(refused);
    expect(await postCallback(suite, success({ session: `sbx_${'f'.repeat(32)}` }))).toEqual(
      refused,
    );

    // A body changed after signing fails its signature.
    const sandbox = await sandboxProvider(suite.server.testDatabase.database.db);
    const signed = sandbox.signedCallback(success());
    const tampered = await fetch(`${suite.server.baseUrl}/api/pay/callback/sandbox`, {
      method: 'POST',
      headers: signed.headers as Record<string, string>,
      body: signed.body.replace('"amountMinor":1999', '"amountMinor":1999 '),
    });
    expect(tampered.status).toBe(400);

    const after = await history(client, order.orderId);
    expect(after).toMatchObject({ state: 'toPay', history: [] });
    const logged = suite.server.logs.filter((line) => line.msg?.startsWith('pay callback refused'));
    expect(logged.length).toBeGreaterThanOrEqual(8);
    // A refused event is not remembered, so the real one with its id still counts.
    const real = await postCallback(suite, success());
    expect(real.status).toBe(200);
    expect((await history(client, order.orderId)).state).toBe('paymentSuccess');
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await fetch(`${suite.server.baseUrl}/api/pay/callback/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });

  it('two confirmations at once, with one id or two, leave one transition', async () => {
    const { client } = await newLearner(suite);
    const { order } = await orderBeingPaid(suite, client);
    const event = sandboxEventOf(order, 'payment.succeeded');
    const other = sandboxEventOf(order, 'payment.succeeded');
    const answers = await Promise.all([
      postCallback(suite, event),
      postCallback(suite, event),
      postCallback(suite, other),
      postCallback(suite, event),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const db = suite.server.testDatabase.database.db;
    const moves = await db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, order.orderId));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ fromState: 'toPay', toState: 'paymentSuccess' });
  });

  it('a confirmation racing the learner’s cancel leaves a consistent history, and payment wins', async () => {
    const { client } = await newLearner(suite);
    const { order } = await orderBeingPaid(suite, client);
    await Promise.all([
      client.post(call('cancel'), { orderId: order.orderId }),
      postCallback(suite, sandboxEventOf(order, 'payment.succeeded')),
    ]);
    const after = await history(client, order.orderId);
    expect(after.state).toBe('paymentSuccess');
    // Each move starts where the one before it ended.
    let state = 'toPay';
    for (const move of after.history) {
      expect(move.from).toBe(state);
      state = move.to;
    }
    expect(state).toBe('paymentSuccess');
  });
});
