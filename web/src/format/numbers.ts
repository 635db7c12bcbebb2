import { intlLocaleOf, type Language } from '@qiao/contracts/languages';

/**
 * Numbers the web app shows, with the language's separators and Latin digits in Arabic too
 * (docs/decisions/030-latin-digits.md).
 */

// Building a formatter loads locale data; a list of counters should not build one per number.
const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: Language, options: Intl.NumberFormatOptions) {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(language), options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/** A count or a measure in the language's style: 12345 → "12,345" (ar too, with Latin digits). */
export function formatNumber(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormatter(language, options).format(value);
}
