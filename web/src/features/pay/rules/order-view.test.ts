import { describe, expect, it } from 'vitest';
import { ORDER_STATES, type OrderState } from '@qiao/contracts/pay';
import {
  awaitsProvider,
  completedAt,
  completeView,
  expiredUnpaid,
  orderActions,
} from './order-view';

describe('the complete page per order state', () => {
  it.each<[OrderState, string]>([
    ['toPay', 'waiting'],
    ['processing', 'waiting'],
    ['paymentSuccess', 'success'],
    ['paymentFailed', 'failure'],
    ['paymentCancelled', 'closed'],
    ['partialRefund', 'refunded'],
    ['fullRefund', 'refunded'],
  ])('an order in %s shows %s', (state, view) => {
    expect(completeView(state)).toBe(view);
  });

  it('keeps asking the provider only while the payment has no outcome', () => {
    expect(ORDER_STATES.filter(awaitsProvider)).toEqual(['toPay', 'processing']);
  });
});

describe('what a learner may do with an order', () => {
  it('pays or cancels one waiting for payment or whose payment failed', () => {
    expect(orderActions({ state: 'toPay', paidAt: null })).toEqual({
      pay: true,
      cancel: true,
      receipt: false,
    });
    expect(orderActions({ state: 'paymentFailed', paidAt: null })).toMatchObject({
      pay: true,
      cancel: true,
    });
  });

  it('waits on a processing order: nothing to pay or cancel', () => {
    expect(orderActions({ state: 'processing', paidAt: null })).toEqual({
      pay: false,
      cancel: false,
      receipt: false,
    });
  });

  it('downloads a receipt of a paid order, refunded ones included, and pays it no more', () => {
    for (const state of ['paymentSuccess', 'partialRefund', 'fullRefund'] as const) {
      expect(orderActions({ state, paidAt: '2026-11-27T02:00:00.000Z' })).toEqual({
        pay: false,
        cancel: false,
        receipt: true,
      });
    }
  });

  it('offers nothing on a cancelled order', () => {
    expect(orderActions({ state: 'paymentCancelled', paidAt: null })).toEqual({
      pay: false,
      cancel: false,
      receipt: false,
    });
  });
});

describe('when an order was completed', () => {
  const paid = { to: 'paymentSuccess' as const, at: '2026-11-27T02:05:00.000Z' };
  const refunded = { to: 'partialRefund' as const, at: '2026-11-28T09:00:00.000Z' };

  it('is the time of its last move once settled: paid, cancelled or refunded', () => {
    expect(completedAt({ state: 'paymentSuccess', history: [paid] })).toBe(paid.at);
    expect(completedAt({ state: 'partialRefund', history: [paid, refunded] })).toBe(refunded.at);
  });

  it('is nothing while the order still waits for a payment', () => {
    expect(completedAt({ state: 'toPay', history: [] })).toBeNull();
    expect(
      completedAt({
        state: 'paymentFailed',
        history: [{ to: 'paymentFailed', at: paid.at }],
      }),
    ).toBeNull();
  });

  it('tells an order that expired unpaid from one the learner cancelled', () => {
    expect(expiredUnpaid([{ event: { type: 'expired' } }])).toBe(true);
    expect(expiredUnpaid([{ event: { type: 'userCancelled' } }])).toBe(false);
  });
});
