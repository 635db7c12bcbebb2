import type { Language } from '@qiao/contracts/languages';
import { formatterCache } from './formatter-cache';

/**
 * Every date and time the web app shows, in the interface language's own style and with Latin
 * digits in Arabic too (docs/decisions/030-latin-digits.md). Times are the viewer's own time zone.
 */

/** What a missing or unreadable time reads as, in every language. */
export const NO_TIME = '—';

export type TimeValue = string | number | Date | null | undefined;

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const dateFormatter = formatterCache(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const relativeFormatter = formatterCache(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
const RELATIVE: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };

function toDate(value: TimeValue): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A day: "25 Nov 2026", "2026年11月25日", "25‏/11‏/2026". */
export function formatDate(value: TimeValue, language: Language): string {
  const date = toDate(value);
  return date ? dateFormatter(language, DATE).format(date) : NO_TIME;
}

/** A day and its hour: "25 Nov 2026, 09:07", "2026年11月25日 09:07", "25‏/11‏/2026، 9:07 ص". */
export function formatDateTime(value: TimeValue, language: Language): string {
  const date = toDate(value);
  return date ? dateFormatter(language, DATE_TIME).format(date) : NO_TIME;
}

const SECOND = 1000;
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * SECOND],
  ['month', 30 * 24 * 60 * 60 * SECOND],
  ['day', 24 * 60 * 60 * SECOND],
  ['hour', 60 * 60 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
];

/**
 * How far a time is from now, in its largest whole unit: "in 3 days", "خلال 3 أيام", "3天后",
 * "2 hours ago". The language's plural rules come with Intl, so Arabic nouns agree with the number.
 */
export function formatRelative(
  value: TimeValue,
  language: Language,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return NO_TIME;
  const difference = date.getTime() - now.getTime();
  const [unit, size] = UNITS.find(([, length]) => Math.abs(difference) >= length) ?? [
    'second',
    SECOND,
  ];
  return relativeFormatter(language, RELATIVE).format(Math.trunc(difference / size), unit);
}
