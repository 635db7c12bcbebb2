import { describe, expect, it } from 'vitest';
import { payPageHref, payPageLink } from './pay-pages';

describe('links to the payment pages', () => {
  it('opens choosing a payment type at a course to buy, or at an order to go on paying', () => {
    expect(payPageLink('chooseType', { courseId: 'c-1' })).toEqual({
      pathname: '/pages/pay/submit_pay_type',
      search: '?courseId=c-1',
    });
    expect(payPageHref('chooseType', { orderId: 'o 1' })).toBe(
      '/#/pages/pay/submit_pay_type?orderId=o%201',
    );
  });

  it('brings the learner back from a provider to the outcome of the order', () => {
    expect(payPageHref('complete', { orderId: 'o-1' })).toBe('/#/pages/pay/complete?orderId=o-1');
  });
});
