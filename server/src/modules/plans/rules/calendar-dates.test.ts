import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateIn,
  datesFrom,
  daysBetween,
  isoWeekday,
  monthBounds,
  monthViewOf,
  naturalWeeksOf,
  weekStartOf,
} from './calendar-dates';

describe("the learner's today", () => {
  // 2026-11-30 is a Monday. Riyadh is UTC+3 all year, Beijing UTC+8: both without summer time.
  it.each([
    ['2026-11-29T20:59:59Z', 'Asia/Riyadh', '2026-11-29'],
    ['2026-11-29T21:00:00Z', 'Asia/Riyadh', '2026-11-30'],
    ['2026-11-29T15:59:59Z', 'Asia/Shanghai', '2026-11-29'],
    ['2026-11-29T16:00:00Z', 'Asia/Shanghai', '2026-11-30'],
    // Around midnight UTC, both are already on the next day while UTC is not.
    ['2026-11-29T23:59:59Z', 'Asia/Riyadh', '2026-11-30'],
    ['2026-11-29T23:59:59Z', 'Asia/Shanghai', '2026-11-30'],
    ['2026-11-29T23:59:59Z', 'UTC', '2026-11-29'],
    ['2026-11-30T00:00:00Z', 'UTC', '2026-11-30'],
    ['2026-11-30T00:30:00Z', 'Asia/Riyadh', '2026-11-30'],
  ])('at %s in %s is %s', (instant, zone, today) => {
    expect(dateIn(zone, new Date(instant))).toBe(today);
  });

  it('turns the week over at Sunday midnight in Riyadh, not in UTC', () => {
    // Sunday 23:30 in UTC is already Monday 02:30 in Riyadh: a new natural week there.
    const now = new Date('2026-11-29T23:30:00Z');
    expect(weekStartOf(dateIn('Asia/Riyadh', now))).toBe('2026-11-30');
    expect(weekStartOf(dateIn('UTC', now))).toBe('2026-11-23');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-30', '2027-01-01')).toBe(32);
  });

  it('numbers weekdays the ISO way and starts weeks on Monday', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('knows the bounds of a month and the dates between two days', () => {
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(datesFrom('2026-11-29', '2026-12-01')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
  });
});

describe('the natural weeks around a calendar', () => {
  it.each([
    // November 2026 opens on a Sunday and closes on a Monday: its weeks reach into both neighbours.
    ['2026-11-01', '2026-11-30', '2026-10-26', '2026-12-06'],
    // A week already whole stays as it is.
    ['2026-11-30', '2026-12-06', '2026-11-30', '2026-12-06'],
    ['2026-12-02', '2026-12-02', '2026-11-30', '2026-12-06'],
  ])('%s … %s lies in the weeks %s … %s', (from, to, weekFrom, weekTo) => {
    expect(naturalWeeksOf(from, to)).toEqual({ from: weekFrom, to: weekTo });
  });
});

describe('the days a month view shows', () => {
  it('are six natural weeks from the Monday on or before the first', () => {
    // 2026-12-01 is a Tuesday: the view starts on Monday 30 November and ends on 10 January.
    expect(monthViewOf('2026-12')).toEqual({ from: '2026-11-30', to: '2027-01-10' });
    // 2027-02-01 is a Monday: the view starts on the first itself.
    expect(monthViewOf('2027-02')).toEqual({ from: '2027-02-01', to: '2027-03-14' });
    // 2026-11-01 is a Sunday: six days of October come first.
    expect(monthViewOf('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });
});
