import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isoWeekday,
  monthOf,
  shiftMonth,
  todayIn,
  weekOf,
  weekStartOf,
} from './local-dates';

describe('plan dates', () => {
  it('adds days across a month and a year end', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('counts whole days either way', () => {
    expect(daysBetween('2026-11-26', '2026-12-03')).toBe(7);
    expect(daysBetween('2026-12-03', '2026-11-26')).toBe(-7);
  });

  it('takes Monday as the first day of a natural week', () => {
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('moves between months across the year', () => {
    expect(monthOf('2026-11-26')).toBe('2026-11');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('sees today in Riyadh and in Beijing around midnight UTC', () => {
    const justBeforeMidnightUtc = new Date('2026-11-26T23:30:00Z');
    expect(todayIn('Asia/Riyadh', justBeforeMidnightUtc)).toBe('2026-11-27');
    expect(todayIn('Asia/Shanghai', justBeforeMidnightUtc)).toBe('2026-11-27');
    const evening = new Date('2026-11-26T18:00:00Z');
    expect(todayIn('Asia/Riyadh', evening)).toBe('2026-11-26');
    expect(todayIn('Asia/Shanghai', evening)).toBe('2026-11-27');
  });
});
