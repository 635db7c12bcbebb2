import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import {
  checkDailyLoad,
  checkDaysPerWeek,
  checkResourceCount,
  checkStartDate,
} from './settings-rules';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { key: string }).key;
  }
  return null;
};

describe('plan settings', () => {
  it.each([3, 5, 7])('takes %i days a week', (days) => expect(checkDaysPerWeek(days)).toBe(days));
  it.each([0, 1, 2, 4, 6, 8])('refuses %i days a week', (days) =>
    expect(refusal(() => checkDaysPerWeek(days))).toBe('planDaysPerWeekInvalid'),
  );

  it('refuses a first day before today and one beyond the horizon', () => {
    expect(checkStartDate('2026-11-30', '2026-11-30')).toBe('2026-11-30');
    expect(refusal(() => checkStartDate('2026-11-29', '2026-11-30'))).toBe('planStartInPast');
    expect(refusal(() => checkStartDate('2029-01-01', '2026-11-30'))).toBe('planDateTooFar');
  });

  it('holds daily loads and resource counts to the limits', () => {
    expect(refusal(() => checkDailyLoad(0))).toBe('planDailyLoadInvalid');
    expect(refusal(() => checkDailyLoad(PLAN_LIMITS.maxDailyLoad + 1))).toBe(
      'planDailyLoadInvalid',
    );
    expect(checkDailyLoad(PLAN_LIMITS.maxDailyLoad)).toBe(PLAN_LIMITS.maxDailyLoad);
    expect(refusal(() => checkResourceCount(PLAN_LIMITS.minResources - 1))).toBe(
      'planTooFewResources',
    );
    expect(refusal(() => checkResourceCount(PLAN_LIMITS.minResources))).toBeNull();
  });
});
