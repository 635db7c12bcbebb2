import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { proposeExamLoad } from './exam-proposal';

describe('proposing an exam plan', () => {
  it('finds the smallest daily load that finishes before the exam', () => {
    // 80 class hours (YCT), 5 days a week from Monday 2026-11-30, exam on Monday 2027-01-04:
    // 25 study days before it, so 4 a day.
    const proposal = proposeExamLoad({
      remainingClassHours: 80,
      startDate: '2026-11-30',
      examDate: '2027-01-04',
      daysPerWeek: 5,
    });
    expect(proposal).toMatchObject({ outcome: 'feasible', dailyLoad: 4, studyDays: 25 });
    expect(proposal.endDate! < '2027-01-04').toBe(true);
  });

  it('says when the date cannot be met at the largest load', () => {
    const proposal = proposeExamLoad({
      remainingClassHours: 80,
      startDate: '2026-11-30',
      examDate: '2026-12-03',
      daysPerWeek: 3,
    });
    expect(proposal.outcome).toBe('loadTooHigh');
    expect(proposal.neededDailyLoad).toBeGreaterThan(PLAN_LIMITS.maxDailyLoad);
    expect(proposal.dailyLoad).toBeNull();
  });

  it('says when no study day is left before the exam', () => {
    expect(
      proposeExamLoad({
        remainingClassHours: 5,
        startDate: '2026-11-30',
        examDate: '2026-11-30',
        daysPerWeek: 7,
      }).outcome,
    ).toBe('noStudyDays');
  });

  it('says when nothing is left to study', () => {
    expect(
      proposeExamLoad({
        remainingClassHours: 0,
        startDate: '2026-11-30',
        examDate: '2027-01-30',
        daysPerWeek: 7,
      }).outcome,
    ).toBe('nothingLeft');
  });
});
