import type { Language } from '@qiao/contracts/languages';
import { formatterCache } from './formatter-cache';

/**
 * Numbers the web app shows, with the language's separators and Latin digits in Arabic too
 * (docs/decisions/030-latin-digits.md).
 */

const numberFormatter = formatterCache(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** A count or a measure in the language's style: 12345 → "12,345" (ar too, with Latin digits). */
export function formatNumber(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormatter(language, options).format(value);
}
