import { describe, expect, it } from 'vitest';
import { formatMoney } from '@qiao/contracts/pay-money';
import { rtlSafeMoney } from './money-text';

const LRI = '\u2066';
const PDI = '\u2069';

describe('an amount in a right-to-left line', () => {
  it('keeps a Latin currency symbol whole: CN¥ and US$ as one left-to-right run', () => {
    const cny = rtlSafeMoney(formatMoney({ amountMinor: 9900, currency: 'CNY' }, 'ar'));
    expect(cny).toContain(`${LRI}CN¥${PDI}`);
    expect(cny).toContain('99.00');
    expect(rtlSafeMoney(formatMoney({ amountMinor: 1999, currency: 'USD' }, 'ar'))).toContain(
      `${LRI}US$${PDI}`,
    );
  });

  it('leaves an Arabic symbol and the digits as Intl wrote them', () => {
    const sar = formatMoney({ amountMinor: 1999, currency: 'SAR' }, 'ar');
    expect(rtlSafeMoney(sar)).toBe(sar);
  });
});
