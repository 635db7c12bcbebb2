import { describe, expect, it } from 'vitest';
import { buyState } from './buy-state';

const priced = {
  price: { amountMinor: 4900, currency: 'SAR' as const },
  access: 'locked' as const,
};
const none = { owned: false, openOrder: null };

describe('buyState', () => {
  it('offers nothing for a free course, whoever looks', () => {
    expect(buyState({ price: null, access: 'open' }, false, undefined)).toEqual({ kind: 'free' });
    expect(buyState({ price: null, access: 'open' }, true, none)).toEqual({ kind: 'free' });
  });

  it('asks a visitor to sign in before buying', () => {
    expect(buyState(priced, false, undefined)).toEqual({ kind: 'signIn' });
  });

  it('offers "buy" to a learner without an order, and nothing while their orders load', () => {
    expect(buyState(priced, true, undefined)).toEqual({ kind: 'loading' });
    expect(buyState(priced, true, none)).toEqual({ kind: 'buy' });
  });

  it('goes on with the order still open instead of a second one', () => {
    expect(buyState(priced, true, { owned: false, openOrder: { orderId: 'o1' } })).toEqual({
      kind: 'continue',
      orderId: 'o1',
    });
  });

  it('marks a course the learner owns as bought', () => {
    expect(buyState({ ...priced, access: 'open' }, true, undefined)).toEqual({ kind: 'bought' });
    expect(buyState(priced, true, { owned: true, openOrder: null })).toEqual({ kind: 'bought' });
  });
});
