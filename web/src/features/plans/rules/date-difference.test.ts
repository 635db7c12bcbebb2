import { describe, expect, it } from 'vitest';
import { displayedWeeks, displayedWeeksBetweenTimes } from './date-difference';

describe('date-difference display', () => {
  it.each([
    ['2026-11-26', '2026-11-26', 1],
    ['2026-11-26', '2026-11-27', 1],
    ['2026-11-26', '2026-12-03', 1],
    ['2026-11-26', '2026-12-04', 2],
    ['2026-11-26', '2027-01-21', 8],
    ['2026-12-04', '2026-11-26', 2],
  ])('from %s to %s reads %i week(s)', (from, to, weeks) => {
    expect(displayedWeeks(from, to)).toBe(weeks);
  });

  it('counts under 24 hours as 1 and rounds longer spans up to weeks', () => {
    const start = new Date('2026-11-26T08:00:00Z');
    expect(displayedWeeksBetweenTimes(start, new Date('2026-11-27T07:59:00Z'))).toBe(1);
    expect(displayedWeeksBetweenTimes(start, new Date('2026-12-03T08:00:01Z'))).toBe(2);
    expect(displayedWeeksBetweenTimes(start, new Date('2026-12-03T08:00:00Z'))).toBe(1);
  });
});
