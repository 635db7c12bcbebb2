import { describe, expect, it } from 'vitest';
import { countStatuses, dayStatus, daysWithStatus, itemStatus } from './statuses';
import { endedWeeks, settleWeek } from './week-settlement';
import type { EngineItem } from './layout';

const TODAY = '2026-12-02'; // a Wednesday

const item = (date: string, doneOn: string | null = null, missedOn: string | null = null) => ({
  date,
  doneOn,
  missedOn,
});

describe('item statuses', () => {
  it.each([
    ['done on its day', item('2026-12-01', '2026-12-01'), 'done'],
    ['done ahead of its day', item('2026-12-04', '2026-12-02'), 'done'],
    ['done after its day', item('2026-12-01', '2026-12-02'), 'doneLate'],
    [
      'done on its new day after being postponed',
      item('2026-12-02', '2026-12-02', '2026-11-30'),
      'doneLate',
    ],
    ['unfinished today', item('2026-12-02'), 'today'],
    ['unfinished and its day passed', item('2026-12-01'), 'postponed'],
    ['carried to a later day', item('2026-12-03', null, '2026-11-30'), 'postponed'],
    ['not yet due', item('2026-12-03'), 'upcoming'],
  ] as const)('%s: %s', (_what, facts, status) => {
    expect(itemStatus(facts, TODAY)).toBe(status);
  });

  it('counts statuses for summaries', () => {
    const counts = countStatuses(
      [item('2026-12-01', '2026-12-01'), item('2026-12-02'), item('2026-12-01')],
      TODAY,
    );
    expect(counts).toEqual({ upcoming: 0, today: 1, done: 1, doneLate: 0, postponed: 1 });
  });
});

describe('day statuses', () => {
  it.each([
    ['a day whose items are done', '2026-12-01', [item('2026-12-01', '2026-12-01')], 'done'],
    ['a past day with an unfinished item', '2026-12-01', [item('2026-12-01')], 'notDone'],
    ['today, unfinished', TODAY, [item(TODAY)], 'remaining'],
    ['a later day this week', '2026-12-04', [item('2026-12-04')], 'remaining'],
    ['a day of next week', '2026-12-07', [item('2026-12-07')], 'upcoming'],
    ['a rest day', '2026-12-05', [], null],
  ] as const)('%s', (_what, date, items, status) => {
    expect(dayStatus(date, items, [...items, item('2026-12-04')], TODAY)).toBe(status);
  });

  it('marks every day of a week whose items are all done as the week plan completed', () => {
    const items = [item('2026-11-30', '2026-11-30'), item('2026-12-02', '2026-12-02')];
    const days = daysWithStatus(['2026-11-30', '2026-12-01', '2026-12-02'], items, TODAY);
    expect(days.map((day) => day.status)).toEqual(['weekDone', null, 'weekDone']);
  });
});

describe('settling natural weeks', () => {
  const engineItem = (
    id: string,
    date: string,
    doneOn: string | null,
    missedOn: string | null = null,
  ): EngineItem => ({
    id,
    courseId: 'c',
    position: Number(id.slice(1)),
    date,
    doneOn,
    missedOn,
  });

  it('lists the weeks ended by today, Monday to Sunday', () => {
    expect(endedWeeks('2026-11-25', '2026-12-07')).toEqual(['2026-11-23', '2026-11-30']);
    expect(endedWeeks('2026-12-07', '2026-12-13')).toEqual([]);
  });

  it('writes what was done, done late and left over in the week', () => {
    const result = settleWeek('2026-11-30', [
      engineItem('i1', '2026-11-30', '2026-11-30'),
      engineItem('i2', '2026-12-01', '2026-12-03'),
      engineItem('i3', '2026-12-02', null),
      engineItem('i4', '2026-12-07', null),
    ]);
    expect(result).toEqual({
      weekStart: '2026-11-30',
      planned: 3,
      done: 1,
      doneLate: 1,
      postponed: 1,
      completed: false,
    });
  });

  it('completes a week with nothing left, Sunday items included', () => {
    const result = settleWeek('2026-11-30', [engineItem('i1', '2026-12-06', '2026-12-06')]);
    expect(result.completed).toBe(true);
  });
});
