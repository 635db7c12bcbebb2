import { describe, expect, it } from 'vitest';
import { examProposalVerdict } from './exam-outcome';
import { daysByDate, monthGrid, rangeLength } from './calendar-days';

describe('calendar days', () => {
  it('covers a month from Monday to Sunday in at most 42 days', () => {
    expect(monthGrid('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(monthGrid('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    for (const month of ['2026-08', '2026-11', '2027-05']) {
      const { from, to } = monthGrid(month);
      expect(rangeLength(from, to)).toBeLessThanOrEqual(42);
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
