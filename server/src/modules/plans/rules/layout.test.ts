import { describe, expect, it } from 'vitest';
import { countStudyDays, firstStudyDayFrom, isStudyDay } from './study-days';
import { layDates, relayCourse, type EngineItem } from './layout';
import { changeDailyLoad } from './load-change';

// 2026-11-30 is a Monday.
const MONDAY = '2026-11-30';

function itemsOf(dates: string[], done: Record<number, string> = {}): EngineItem[] {
  return dates.map((date, index) => ({
    id: `i${index + 1}`,
    courseId: 'c',
    position: index + 1,
    date,
    missedOn: null,
    doneOn: done[index + 1] ?? null,
  }));
}

describe('study days', () => {
  it.each([
    [3, ['2026-11-30', '2026-12-02', '2026-12-04']],
    [5, ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']],
    [
      7,
      [
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-05',
        '2026-12-06',
      ],
    ],
  ] as const)('%i days a week study on %j', (daysPerWeek, days) => {
    const week = Array.from({ length: 7 }, (_, offset) =>
      new Date(Date.UTC(2026, 10, 30 + offset)).toISOString().slice(0, 10),
    );
    expect(week.filter((day) => isStudyDay(day, daysPerWeek))).toEqual(days);
    expect(countStudyDays(week[0]!, week[6]!, daysPerWeek)).toBe(days.length);
  });

  it('starts a plan that begins on a rest day on the next study day', () => {
    expect(firstStudyDayFrom('2026-12-05', 5)).toBe('2026-12-07');
    expect(firstStudyDayFrom('2026-12-01', 3)).toBe('2026-12-02');
  });
});

describe('laying class hours onto study days', () => {
  it('puts the daily load on each study day, in order', () => {
    expect(layDates(5, 2, MONDAY, 3)).toEqual([
      '2026-11-30',
      '2026-11-30',
      '2026-12-02',
      '2026-12-02',
      '2026-12-04',
    ]);
  });

  it('counts slots already used on the first day by items done there', () => {
    expect(layDates(2, 2, MONDAY, 5, 1)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('postpones a missed item to the first day and remembers the day it missed', () => {
    const items = itemsOf(['2026-11-30', '2026-12-01', '2026-12-02']);
    const { items: laid, moved } = relayCourse(items, 1, '2026-12-01', 5, 'push');
    expect(laid.map((item) => [item.date, item.missedOn])).toEqual([
      ['2026-12-01', '2026-11-30'],
      ['2026-12-02', null],
      ['2026-12-03', null],
    ]);
    expect(moved).toHaveLength(3);
  });

  it('never moves a finished item', () => {
    const items = itemsOf(['2026-11-30', '2026-11-30', '2026-12-01'], { 1: '2026-11-30' });
    const { items: laid } = relayCourse(items, 1, '2026-11-30', 5, 'canonical');
    expect(laid.map((item) => item.id)).toEqual(['i2', 'i3']);
    // Today's slot is taken by the item done today, so the next one waits for tomorrow.
    expect(laid.map((item) => item.date)).toEqual(['2026-12-01', '2026-12-02']);
  });
});

describe('changing a daily load', () => {
  const laidAtThree = () => itemsOf(layDates(12, 3, MONDAY, 5));

  it('pushes remaining hours later when the load drops, never earlier, and asks first', () => {
    const items = laidAtThree();
    const change = changeDailyLoad(items, 3, 1, MONDAY, 5);
    expect(change.needsConfirmation).toBe(true);
    const before = new Map(items.map((item) => [item.id, item.date]));
    for (const item of change.items) expect(item.date >= before.get(item.id)!).toBe(true);
    expect(change.items.map((item) => item.date).slice(0, 3)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(change.items.at(-1)!.date).toBe('2026-12-15');
  });

  it('pulls later hours forward at once when the load rises', () => {
    const items = itemsOf(layDates(6, 1, MONDAY, 5));
    const change = changeDailyLoad(items, 1, 3, MONDAY, 5);
    expect(change.needsConfirmation).toBe(false);
    expect(change.items.map((item) => item.date)).toEqual([
      '2026-11-30',
      '2026-11-30',
      '2026-11-30',
      '2026-12-01',
      '2026-12-01',
      '2026-12-01',
    ]);
  });

  it('keeps lessons in course order, even around a lesson moved later by hand', () => {
    const items = laidAtThree();
    items[1]!.date = '2026-12-03';
    items[2]!.date = '2026-12-03';
    const change = changeDailyLoad(items, 3, 2, MONDAY, 5);
    const dates = change.items.map((item) => item.date);
    expect([...dates].sort()).toEqual(dates);
    expect(change.items[1]!.date).toBe('2026-12-03');
  });

  it('lowers a load mid-plan without touching days already past', () => {
    const items = laidAtThree();
    for (const item of items.slice(0, 3)) item.doneOn = MONDAY;
    const change = changeDailyLoad(items, 3, 1, '2026-12-01', 5);
    expect(change.items.map((item) => item.id)).not.toContain('i1');
    expect(change.items[0]!.date).toBe('2026-12-01');
    expect(change.items.every((item) => item.missedOn === null)).toBe(true);
  });
});
