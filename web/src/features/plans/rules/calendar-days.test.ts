import { describe, expect, it } from 'vitest';
import { examProposalVerdict } from './exam-outcome';
import { daysByDate, monthGrid, rangeLength } from './calendar-days';

describe('calendar days', () => {
  it('covers a month in six weeks from the week start the calendar draws', () => {
    expect(monthGrid('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    // Arabic weeks start on Saturday (ISO 6), Chinese on Monday.
    expect(monthGrid('2026-11', 6)).toEqual({ from: '2026-10-31', to: '2026-12-11' });
    expect(monthGrid('2027-02', 1)).toEqual({ from: '2027-02-01', to: '2027-03-14' });
    for (const month of ['2026-08', '2026-11', '2027-05']) {
      for (const firstWeekday of [1, 6, 7]) {
        const { from, to } = monthGrid(month, firstWeekday);
        expect(rangeLength(from, to)).toBe(42);
        expect(from <= `${month}-01`).toBe(true);
      }
    }
  });

  it('finds a day by its date', () => {
    const day = { date: '2026-11-26', studyDay: true, status: null, items: [] };
    expect(daysByDate([day]).get('2026-11-26')).toBe(day);
  });
});

describe('exam proposals', () => {
  it('makes a plan only when the date can be met', () => {
    expect(examProposalVerdict('feasible').canMake).toBe(true);
    expect(examProposalVerdict('loadTooHigh')).toEqual({ canMake: false, tone: 'error' });
    expect(examProposalVerdict('noStudyDays').canMake).toBe(false);
    expect(examProposalVerdict('nothingLeft').tone).toBe('warning');
  });
});
