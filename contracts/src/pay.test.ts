import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_EXPONENTS,
  ORDER_EVENT_TYPES,
  PAY_LIMITS,
  money,
  orderEvent,
  priceOffer,
} from './pay';

describe('currencies', () => {
  it('offer at least the currencies of the issue', () => {
    expect(CURRENCIES).toEqual(expect.arrayContaining(['SAR', 'AED', 'EGP', 'CNY', 'USD']));
  });

  it.each(CURRENCIES)('%s has the exponent ISO 4217 gives it', (code) => {
    const intl = new Intl.NumberFormat('en', { style: 'currency', currency: code });
    expect(CURRENCY_EXPONENTS[code]).toBe(intl.resolvedOptions().maximumFractionDigits);
  });
});

describe('money', () => {
  it.each([0, 1, 1999, PAY_LIMITS.maxAmountMinor])('takes %s minor units', (amountMinor) => {
    expect(money.safeParse({ amountMinor, currency: 'SAR' }).success).toBe(true);
  });

  it.each([
    ['a float', 19.99],
    ['a fraction of a minor unit', 0.5],
    ['a negative amount', -1],
    ['more than one order may be', PAY_LIMITS.maxAmountMinor + 1],
    ['not a number', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['a numeric string', '1999'],
    ['nothing', null],
  ])('refuses %s', (_, amountMinor) => {
    expect(money.safeParse({ amountMinor, currency: 'SAR' }).success).toBe(false);
  });

  it.each(['EUR', 'sar', '', 'SA'])('refuses the currency %j', (currency) => {
    expect(money.safeParse({ amountMinor: 100, currency }).success).toBe(false);
  });

  it('makes a price positive: a free course has no price, not a price of zero', () => {
    expect(priceOffer.safeParse({ amountMinor: 1, currency: 'CNY' }).success).toBe(true);
    expect(priceOffer.safeParse({ amountMinor: 0, currency: 'CNY' }).success).toBe(false);
    expect(priceOffer.safeParse({ amountMinor: 49.5, currency: 'CNY' }).success).toBe(false);
  });
});

describe('order events', () => {
  it('name every event once', () => {
    expect(new Set(ORDER_EVENT_TYPES).size).toBe(ORDER_EVENT_TYPES.length);
    expect(ORDER_EVENT_TYPES).toHaveLength(8);
  });

  it('carry the cause that can produce them, and no other', () => {
    const provider = { kind: 'provider', eventId: 'evt_1' };
    const user = { kind: 'user', userId: 'u1' };
    const admin = { kind: 'admin', userId: 'a1' };
    const reconciliation = { kind: 'job', job: 'reconciliation' };
    const expiry = { kind: 'job', job: 'expiry' };
    const ok = (event: unknown) => orderEvent.safeParse(event).success;

    expect(ok({ type: 'providerConfirmed', cause: provider })).toBe(true);
    expect(ok({ type: 'providerConfirmed', cause: reconciliation })).toBe(true);
    expect(ok({ type: 'providerConfirmed', cause: user })).toBe(false);
    expect(ok({ type: 'providerFailed', cause: admin })).toBe(false);
    expect(ok({ type: 'userCancelled', cause: user })).toBe(true);
    expect(ok({ type: 'userCancelled', cause: provider })).toBe(false);
    expect(ok({ type: 'userRetried', cause: admin })).toBe(false);
    expect(ok({ type: 'expired', cause: expiry })).toBe(true);
    expect(ok({ type: 'expired', cause: user })).toBe(false);
    expect(ok({ type: 'providerPending', cause: { kind: 'provider', eventId: '' } })).toBe(false);
  });

  it('write a refund with its amount in minor units and its reason', () => {
    const admin = { kind: 'admin', userId: 'a1' };
    const refund = (fields: object) =>
      orderEvent.safeParse({ type: 'refundedPartly', cause: admin, ...fields }).success;

    expect(refund({ amountMinor: 500, reason: 'Asked within a week' })).toBe(true);
    expect(refund({ amountMinor: 5.5, reason: 'Asked within a week' })).toBe(false);
    expect(refund({ amountMinor: 0, reason: 'Asked within a week' })).toBe(false);
    expect(refund({ amountMinor: 500, reason: '   ' })).toBe(false);
    expect(refund({ amountMinor: 500, reason: 'x'.repeat(PAY_LIMITS.maxRefundReason + 1) })).toBe(
      false,
    );
    expect(
      orderEvent.safeParse({
        type: 'refundedFully',
        cause: { kind: 'user', userId: 'u1' },
        amountMinor: 500,
        reason: 'mine',
      }).success,
    ).toBe(false);
  });
});
