import { daysBetween } from './local-dates';

/**
 * How long lies between two dates, as the planner shows it (spec §9 "date-difference display"):
 * under 24 hours counts as 1, anything longer in weeks rounded up. So a plan ending today still
 * reads "1 week", and 8 days read "2 weeks".
 */
export function displayedWeeks(from: string, to: string): number {
  const days = Math.abs(daysBetween(from, to));
  if (days < 1) return 1;
  return Math.ceil(days / 7);
}

/** The same rule for two instants (a plan's creation time and now, say). */
export function displayedWeeksBetweenTimes(from: Date, to: Date): number {
  const ms = Math.abs(to.getTime() - from.getTime());
  if (ms < 24 * 60 * 60 * 1000) return 1;
  return Math.ceil(ms / (7 * 24 * 60 * 60 * 1000));
}
