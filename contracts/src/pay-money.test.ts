import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { formatMoney, minorToDecimal, parseMajorAmount, rtlSafeMoney } from './pay-money';
import { CURRENCIES, PAY_LIMITS } from './pay';

describe('minor units as a decimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [1999, '19.99'],
    [100_000, '1000.00'],
    [PAY_LIMITS.maxAmountMinor, '999999.99'],
  ])('%s is %s', (amountMinor, decimal) => {
    expect(minorToDecimal(amountMinor, 'SAR')).toBe(decimal);
  });
});

describe('money as people read it', () => {
  it.each(LANGUAGES)(
    'writes every currency with Latin digits and its decimals in %s',
    (language) => {
      for (const currency of CURRENCIES) {
        const text = formatMoney({ amountMinor: 123_450, currency }, language);
        expect(text, `${currency} in ${language}`).toContain('1,234.50');
        expect(text).not.toMatch(/[٠-٩۰-۹]/);
      }
    },
  );

  it('shows the currency, so SAR and AED of the same amount never read alike', () => {
    const sar = formatMoney({ amountMinor: 1999, currency: 'SAR' }, 'ar');
    const aed = formatMoney({ amountMinor: 1999, currency: 'AED' }, 'ar');
    expect(sar).not.toBe(aed);
    expect(formatMoney({ amountMinor: 1999, currency: 'CNY' }, 'zh')).toContain('¥');
    expect(formatMoney({ amountMinor: 1999, currency: 'USD' }, 'en')).toContain('$');
  });

  it('writes the largest amount without rounding a minor unit away', () => {
    const text = formatMoney({ amountMinor: PAY_LIMITS.maxAmountMinor, currency: 'USD' }, 'en');
    expect(text).toContain('999,999.99');
  });
});

describe('a typed price', () => {
  it.each([
    ['19.99', 1999],
    ['19.9', 1990],
    ['19', 1900],
    ['19.', 1900],
    [' 0.05 ', 5],
    ['0', 0],
    ['١٩٫٩٩', 1999],
    ['۱۹.۵', 1950],
    ['999999.99', PAY_LIMITS.maxAmountMinor],
  ])('reads %j as %s minor units', (text, minor) => {
    expect(parseMajorAmount(text, 'EGP')).toBe(minor);
  });

  it.each(['19.999', '-1', '1,000', '1e3', '.5', '', 'abc', '0x10', '1000000.00', '12 .5'])(
    'refuses %j',
    (text) => {
      expect(parseMajorAmount(text, 'EGP')).toBeNull();
    },
  );
});

describe('money in a right-to-left line', () => {
  it('keeps a Latin currency symbol whole and leaves an Arabic one and the digits alone', () => {
    const yuan = rtlSafeMoney(formatMoney({ amountMinor: 9900, currency: 'CNY' }, 'ar'));
    expect(yuan).toContain('\u2066CN¥\u2069');
    expect(yuan).toContain('99.00');
    const riyal = formatMoney({ amountMinor: 4900, currency: 'SAR' }, 'ar');
    expect(rtlSafeMoney(riyal)).toBe(riyal);
  });
});
