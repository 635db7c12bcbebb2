import type { Language } from '@qiao/contracts/languages';
import { formatterCache } from '../../../format/formatter-cache';

/**
 * A plan's calendar date (`YYYY-MM-DD`, already the learner's day) in the interface language. It
 * is read as a UTC midnight and formatted in UTC, so a viewer west of Greenwich does not see the
 * day before.
 */
const planDateFormatter = formatterCache(
  (locale, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
);

const STYLES = {
  /** "Thu, 26 Nov" */
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "26 Nov 2026" */
  full: { dateStyle: 'medium' },
  /** "Thu" */
  weekday: { weekday: 'short' },
  /** "November 2026" */
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type PlanDateStyle = keyof typeof STYLES;

export function formatPlanDate(date: string, language: Language, style: PlanDateStyle): string {
  const value = new Date(date.length === 7 ? `${date}-01T00:00:00Z` : `${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return planDateFormatter(language, STYLES[style]).format(value);
}
