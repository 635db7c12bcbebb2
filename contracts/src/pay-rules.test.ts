import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors';
import {
  ORDER_EVENT_TYPES,
  ORDER_STATES,
  PAY_LIMITS,
  type OrderEventType,
  type OrderState,
} from './pay';
import {
  grantsCourseAccess,
  nextOrderState,
  planRefund,
  refundableMinor,
  unpaidOrderExpiresAt,
} from './pay-rules';

/**
 * Every state × every event, written out by hand rather than derived from the rules: a state name
 * moves to that state, `!key` is refused with that error.
 */
const EXPECTED: Record<OrderState, Record<OrderEventType, string>> = {
  toPay: {
    providerPending: 'processing',
    providerConfirmed: 'paymentSuccess',
    providerFailed: 'paymentFailed',
    userCancelled: 'paymentCancelled',
    userRetried: '!payOrderAwaitingPayment',
    expired: 'paymentCancelled',
    refundedPartly: '!payOrderNotPaid',
    refundedFully: '!payOrderNotPaid',
  },
  processing: {
    providerPending: '!payOrderProcessing',
    providerConfirmed: 'paymentSuccess',
    providerFailed: 'paymentFailed',
    userCancelled: '!payOrderProcessing',
    userRetried: '!payOrderProcessing',
    expired: '!payOrderProcessing',
    refundedPartly: '!payOrderNotPaid',
    refundedFully: '!payOrderNotPaid',
  },
  paymentSuccess: {
    providerPending: '!payOrderAlreadyPaid',
    providerConfirmed: '!payOrderAlreadyPaid',
    providerFailed: '!payOrderAlreadyPaid',
    userCancelled: '!payOrderAlreadyPaid',
    userRetried: '!payOrderAlreadyPaid',
    expired: '!payOrderAlreadyPaid',
    refundedPartly: 'partialRefund',
    refundedFully: 'fullRefund',
  },
  paymentFailed: {
    providerPending: 'processing',
    providerConfirmed: 'paymentSuccess',
    providerFailed: '!payOrderPaymentFailed',
    userCancelled: 'paymentCancelled',
    userRetried: 'toPay',
    expired: 'paymentCancelled',
    refundedPartly: '!payOrderNotPaid',
    refundedFully: '!payOrderNotPaid',
  },
  paymentCancelled: {
    providerPending: '!payOrderClosed',
    providerConfirmed: 'paymentSuccess',
    providerFailed: '!payOrderClosed',
    userCancelled: '!payOrderClosed',
    userRetried: '!payOrderClosed',
    expired: '!payOrderClosed',
    refundedPartly: '!payOrderNotPaid',
    refundedFully: '!payOrderNotPaid',
  },
  partialRefund: {
    providerPending: '!payOrderAlreadyPaid',
    providerConfirmed: '!payOrderAlreadyPaid',
    providerFailed: '!payOrderAlreadyPaid',
    userCancelled: '!payOrderAlreadyPaid',
    userRetried: '!payOrderAlreadyPaid',
    expired: '!payOrderAlreadyPaid',
    refundedPartly: 'partialRefund',
    refundedFully: 'fullRefund',
  },
  fullRefund: {
    providerPending: '!payOrderRefunded',
    providerConfirmed: '!payOrderRefunded',
    providerFailed: '!payOrderRefunded',
    userCancelled: '!payOrderRefunded',
    userRetried: '!payOrderRefunded',
    expired: '!payOrderRefunded',
    refundedPartly: '!payOrderRefunded',
    refundedFully: '!payOrderRefunded',
  },
};

const cases = ORDER_STATES.flatMap((state) =>
  ORDER_EVENT_TYPES.map((event) => [state, event, EXPECTED[state][event]] as const),
);

describe('order state machine', () => {
  it('has an expectation for every state and every event', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ORDER_STATES].sort());
    for (const state of ORDER_STATES) {
      expect(Object.keys(EXPECTED[state]).sort(), state).toEqual([...ORDER_EVENT_TYPES].sort());
    }
    expect(cases).toHaveLength(ORDER_STATES.length * ORDER_EVENT_TYPES.length);
  });

  it.each(cases)('from %s, %s gives %s', (state, event, expected) => {
    const result = nextOrderState(state, event);
    if (expected.startsWith('!')) {
      expect(result).toEqual({ ok: false, refusal: expected.slice(1) });
    } else {
      expect(result).toEqual({ ok: true, state: expected });
    }
  });

  it('refuses only with errors of the catalogue', () => {
    for (const [state, event] of cases) {
      const result = nextOrderState(state, event);
      if (!result.ok) expect(ERRORS[result.refusal], `${state} ${event}`).toBeDefined();
    }
  });

  it('lets a provider confirmation win over a failure, a cancellation or an expiry it raced', () => {
    for (const state of ['paymentFailed', 'paymentCancelled'] as const) {
      expect(nextOrderState(state, 'providerConfirmed')).toEqual({
        ok: true,
        state: 'paymentSuccess',
      });
    }
  });

  it('never lets a late failure close a course that was paid', () => {
    for (const state of ['paymentSuccess', 'partialRefund'] as const) {
      expect(nextOrderState(state, 'providerFailed').ok).toBe(false);
    }
  });
});

describe('course access', () => {
  it.each([
    ['toPay', false],
    ['processing', false],
    ['paymentSuccess', true],
    ['paymentFailed', false],
    ['paymentCancelled', false],
    ['partialRefund', true],
    ['fullRefund', false],
  ] as const)('an order in %s opens the course: %s', (state, open) => {
    expect(grantsCourseAccess(state)).toBe(open);
  });
});

describe('refund arithmetic', () => {
  const paid = { paidMinor: 10_000, refundedMinor: 0 };

  it('takes a part as a partial refund and counts what is left', () => {
    expect(planRefund(paid, 2_500)).toEqual({
      ok: true,
      event: 'refundedPartly',
      refundedAfterMinor: 2_500,
      remainingAfterMinor: 7_500,
    });
  });

  it('makes a refund that reaches the total a full one, whether in one go or the last part', () => {
    expect(planRefund(paid, 10_000)).toMatchObject({ ok: true, event: 'refundedFully' });
    expect(planRefund({ paidMinor: 10_000, refundedMinor: 9_999 }, 1)).toEqual({
      ok: true,
      event: 'refundedFully',
      refundedAfterMinor: 10_000,
      remainingAfterMinor: 0,
    });
  });

  it('refuses more than is left, by a single minor unit too', () => {
    expect(planRefund(paid, 10_001)).toEqual({
      ok: false,
      refusal: 'payRefundExceedsRemaining',
      remainingMinor: 10_000,
    });
    expect(planRefund({ paidMinor: 10_000, refundedMinor: 7_500 }, 2_501)).toEqual({
      ok: false,
      refusal: 'payRefundExceedsRemaining',
      remainingMinor: 2_500,
    });
  });

  it.each([0, -1, 0.5, 12.34, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s as an amount',
    (amount) => {
      expect(planRefund(paid, amount)).toMatchObject({ ok: false, refusal: 'parameterError' });
    },
  );

  it('refuses any refund once everything is given back', () => {
    expect(planRefund({ paidMinor: 10_000, refundedMinor: 10_000 }, 1)).toEqual({
      ok: false,
      refusal: 'payOrderRefunded',
      remainingMinor: 0,
    });
  });

  it('never counts less than nothing left', () => {
    expect(refundableMinor({ paidMinor: 100, refundedMinor: 40 })).toBe(60);
    expect(refundableMinor({ paidMinor: 100, refundedMinor: 120 })).toBe(0);
  });

  it('chains partial refunds until the last one closes the order', () => {
    let ledger = { paidMinor: 999, refundedMinor: 0 };
    let state: OrderState = 'paymentSuccess';
    for (const part of [333, 333, 333]) {
      const plan = planRefund(ledger, part);
      if (!plan.ok) throw new Error(plan.refusal);
      const moved = nextOrderState(state, plan.event);
      if (!moved.ok) throw new Error(moved.refusal);
      state = moved.state;
      ledger = { ...ledger, refundedMinor: plan.refundedAfterMinor };
    }
    expect(state).toBe('fullRefund');
    expect(ledger.refundedMinor).toBe(999);
  });
});

describe('unpaid order expiry', () => {
  it('comes the set number of minutes after the order was left to pay', () => {
    const since = new Date('2026-11-26T10:00:00Z');
    expect(unpaidOrderExpiresAt(since).getTime() - since.getTime()).toBe(
      PAY_LIMITS.unpaidOrderExpiryMinutes * 60_000,
    );
    expect(unpaidOrderExpiresAt(since, 5).toISOString()).toBe('2026-11-26T10:05:00.000Z');
  });
});
