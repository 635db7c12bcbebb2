import { describe, expect, it } from 'vitest';
import {
  currencyOf,
  notificationOfEvent,
  notificationOfSession,
  outcomeOfEvent,
  refundStatusOf,
  type SessionFacts,
} from './stripe-events';
import { sessionExpiresAt } from './stripe';

const session = (overrides: Partial<SessionFacts> = {}): SessionFacts => ({
  id: 'cs_test_1',
  client_reference_id: 'Q20261127-000001',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 1999,
  currency: 'sar',
  ...overrides,
});

describe('Stripe Checkout events as payment notifications', () => {
  it.each([
    ['checkout.session.completed', 'paid', 'confirmed'],
    ['checkout.session.completed', 'no_payment_required', 'confirmed'],
    ['checkout.session.completed', 'unpaid', 'pending'],
    ['checkout.session.async_payment_succeeded', 'paid', 'confirmed'],
    ['checkout.session.async_payment_failed', 'unpaid', 'failed'],
    ['checkout.session.expired', 'unpaid', 'failed'],
    ['payment_intent.succeeded', 'paid', undefined],
    ['charge.refunded', 'paid', undefined],
  ] as const)('%s with %s is %s', (type, paymentStatus, outcome) => {
    expect(outcomeOfEvent(type, { payment_status: paymentStatus })).toBe(outcome);
  });

  it('reads the order number, session, amount and upper-case currency of an event', () => {
    const event = { id: 'evt_1', type: 'checkout.session.completed', data: { object: session() } };
    expect(notificationOfEvent(event)).toEqual({
      eventId: 'evt_1',
      orderNumber: 'Q20261127-000001',
      providerRef: 'cs_test_1',
      outcome: 'confirmed',
      amount: { amountMinor: 1999, currency: 'SAR' },
    });
  });

  it('ignores events without an order, an amount or a currency Qiao sells in', () => {
    const of = (object: SessionFacts) =>
      notificationOfEvent({ id: 'evt_2', type: 'checkout.session.completed', data: { object } });
    expect(of(session({ client_reference_id: null }))).toBeUndefined();
    expect(of(session({ amount_total: null }))).toBeUndefined();
    expect(of(session({ currency: 'jpy' }))).toBeUndefined();
  });

  it('maps a retrieved session for reconciliation: open says nothing yet', () => {
    expect(notificationOfSession(session({ status: 'open', payment_status: 'unpaid' }))).toBe(
      undefined,
    );
    expect(notificationOfSession(session())?.outcome).toBe('confirmed');
    expect(notificationOfSession(session({ payment_status: 'unpaid' }))?.outcome).toBe('pending');
    expect(notificationOfSession(session({ status: 'expired', payment_status: 'unpaid' }))).toEqual(
      expect.objectContaining({ outcome: 'failed', eventId: 'cs_test_1:expired:unpaid' }),
    );
  });

  it('maps currencies and refund statuses', () => {
    expect(currencyOf('cny')).toBe('CNY');
    expect(currencyOf(null)).toBeUndefined();
    expect(refundStatusOf('succeeded')).toBe('succeeded');
    expect(refundStatusOf('pending')).toBe('pending');
    expect(refundStatusOf('requires_action')).toBe('pending');
    expect(refundStatusOf('failed')).toBe('failed');
    expect(refundStatusOf('canceled')).toBe('failed');
  });

  it('closes a session with its order, but never sooner than Stripe’s 30 minutes', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    const seconds = now.getTime() / 1000;
    expect(sessionExpiresAt(new Date(now.getTime() + 60 * 60_000), now)).toBe(seconds + 3600);
    expect(sessionExpiresAt(new Date(now.getTime() + 10 * 60_000), now)).toBe(seconds + 31 * 60);
    expect(sessionExpiresAt(null, now)).toBe(seconds + 31 * 60);
  });
});
