import { intlLocaleOf, type Language } from './languages';
import { currencyExponent, PAY_LIMITS, type Currency, type Money } from './pay';

/**
 * Money written and read by people, pure. Amounts stay integers of minor units; only the text
 * shown has a decimal point, built digit by digit so no float rounds a halala away.
 */

/** `1999` SAR as `19.99`: the amount in major units as an exact decimal string. */
export function minorToDecimal(amountMinor: number, currency: Currency): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(amountMinor)).padStart(exponent + 1, '0');
  const sign = amountMinor < 0 ? '-' : '';
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * An amount as the page's language writes it, with the currency's symbol or code, the
 * currency's own number of decimals, and Latin digits in Arabic (decision 030).
 */
export function formatMoney(money: Money, language: Language): string {
  const exponent = currencyExponent(money.currency);
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(minorToDecimal(money.amountMinor, money.currency) as `${number}`);
}

/**
 * An amount's text made safe in a right-to-left line. `Intl` writes CNY in Arabic as
 * "99.00 CN¥": the "¥" (a neutral) after the Latin "CN" takes the line's direction and is drawn
 * apart from it ("¥CN 99.00"). A Latin currency code or symbol is isolated left to right
 * (LRI … PDI) so it stays whole; Arabic symbols (ر.س.) and the digits are left as they are.
 * Harmless in a left-to-right line.
 */
export function rtlSafeMoney(text: string): string {
  return text.replace(/[A-Za-z]+[^\s\d\u00a0\u200e\u200f]*/g, (symbol) => `\u2066${symbol}\u2069`);
}

/** Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal separator, as typed. */
const TYPED_DIGITS: Record<string, string> = {
  ...Object.fromEntries([...'٠١٢٣٤٥٦٧٨٩'].map((digit, value) => [digit, String(value)])),
  ...Object.fromEntries([...'۰۱۲۳۴۵۶۷۸۹'].map((digit, value) => [digit, String(value)])),
  '٫': '.',
};

/**
 * A price typed in major units (`19.99`) read as minor units of its currency. A point or the
 * Arabic `٫` separates the decimals; a comma is refused, as it groups thousands in some languages
 * and separates decimals in others. Null when the text is not a plain non-negative amount, has
 * more decimals than the currency, or is larger than any order may be.
 */
export function parseMajorAmount(text: string, currency: Currency): number | null {
  const exponent = currencyExponent(currency);
  const plain = [...text.trim()].map((char) => TYPED_DIGITS[char] ?? char).join('');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > exponent) return null;
  const minor = Number(whole + fraction.padEnd(exponent, '0'));
  if (!Number.isSafeInteger(minor) || minor > PAY_LIMITS.maxAmountMinor) return null;
  return minor;
}
