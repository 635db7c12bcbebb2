import { describe, expect, it } from 'vitest';
import type { OrderTransition } from '@qiao/contracts/pay';
import { historyLine } from './history-line';

const at = '2026-11-27T02:00:00.000Z';

describe('a line of an order’s history', () => {
  it('says the provider confirmed the payment, with the provider’s event id', () => {
    const move: OrderTransition = {
      from: 'toPay',
      to: 'paymentSuccess',
      at,
      event: { type: 'providerConfirmed', cause: { kind: 'provider', eventId: 'evt_123' } },
    };
    expect(historyLine(move)).toEqual({
      eventKey: 'history.event.providerConfirmed',
      causeKey: 'history.cause.provider',
      eventId: 'evt_123',
    });
  });

  it('says the learner cancelled it', () => {
    const move: OrderTransition = {
      from: 'toPay',
      to: 'paymentCancelled',
      at,
      event: { type: 'userCancelled', cause: { kind: 'user', userId: 'u1' } },
    };
    expect(historyLine(move)).toEqual({
      eventKey: 'history.event.userCancelled',
      causeKey: 'history.cause.user',
    });
  });

  it('names the job: the expiry of an unpaid order, the reconciliation of a processing one', () => {
    const expired: OrderTransition = {
      from: 'toPay',
      to: 'paymentCancelled',
      at,
      event: { type: 'expired', cause: { kind: 'job', job: 'expiry' } },
    };
    const reconciled: OrderTransition = {
      from: 'processing',
      to: 'paymentFailed',
      at,
      event: { type: 'providerFailed', cause: { kind: 'job', job: 'reconciliation' } },
    };
    expect(historyLine(expired).causeKey).toBe('history.cause.expiry');
    expect(historyLine(reconciled)).toEqual({
      eventKey: 'history.event.providerFailed',
      causeKey: 'history.cause.reconciliation',
    });
  });

  it('carries a refund’s amount and the admin’s reason', () => {
    const move: OrderTransition = {
      from: 'paymentSuccess',
      to: 'partialRefund',
      at,
      event: {
        type: 'refundedPartly',
        cause: { kind: 'admin', userId: 'a1' },
        amountMinor: 500,
        reason: 'لم يحضر الدرس',
      },
    };
    expect(historyLine(move)).toEqual({
      eventKey: 'history.event.refundedPartly',
      causeKey: 'history.cause.admin',
      refund: { amountMinor: 500, reason: 'لم يحضر الدرس' },
    });
  });
});
