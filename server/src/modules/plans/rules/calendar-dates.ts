/**
 * Calendar dates as the learner reads them (`YYYY-MM-DD`), with no time and no zone: a plan's days
 * are days of the learner's calendar, so "today" is asked of their time zone once and every other
 * step is arithmetic on dates (done in UTC, where days are always 24 hours).
 */
export type LocalDate = string;

const parse = (date: LocalDate) => new Date(`${date}T00:00:00Z`);
const format = (date: Date): LocalDate => date.toISOString().slice(0, 10);

/** One formatter per zone: making one costs far more than formatting (a calendar asks per item). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The learner's calendar date at `now` in `timeZone` (en-CA formats as YYYY-MM-DD). */
export function dateIn(timeZone: string, now: Date): LocalDate {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // An unknown zone throws here, before anything is kept.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = parse(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return format(moved);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: LocalDate): number {
  return parse(date).getUTCDay() || 7;
}

/** The Monday that starts the natural week (Monday–Sunday) holding `date`. */
export function weekStartOf(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The first and last day of a month `YYYY-MM`. */
export function monthBounds(month: string): { first: LocalDate; last: LocalDate } {
  const first = `${month}-01`;
  const next = parse(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { first, last: addDays(format(next), -1) };
}

/** Weeks a month view shows: six, so every month fits whatever weekday it starts on. */
const MONTH_VIEW_WEEKS = 6;

/**
 * The days a month view shows: six natural weeks from the Monday on or before the month's first
 * day, so the days of the neighbouring months in its first and last rows have their items too.
 */
export function monthViewOf(month: string): { from: LocalDate; to: LocalDate } {
  const from = weekStartOf(monthBounds(month).first);
  return { from, to: addDays(from, MONTH_VIEW_WEEKS * 7 - 1) };
}

export const laterOf = (a: LocalDate, b: LocalDate) => (a > b ? a : b);

/** The natural weeks (Monday–Sunday) holding `from` … `to`: what a day's status is judged among. */
export function naturalWeeksOf(from: LocalDate, to: LocalDate): { from: LocalDate; to: LocalDate } {
  return { from: weekStartOf(from), to: addDays(weekStartOf(to), 6) };
}
