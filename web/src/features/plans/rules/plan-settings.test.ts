import { describe, expect, it } from 'vitest';
import { errorMessage } from '@qiao/contracts/errors';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { isDailyLoadAllowed, planSettingsProblem, type PlanSettingsDraft } from './plan-settings';

const good: PlanSettingsDraft = {
  daysPerWeek: 5,
  startDate: '2026-11-26',
  today: '2026-11-26',
  dailyLoads: [2],
  resources: 80,
};

describe('the plan form rules', () => {
  it('lets a plan starting today with 5 days a week through', () => {
    expect(planSettingsProblem(good)).toBeNull();
  });

  it.each([
    [{ daysPerWeek: 4 }, 'planDaysPerWeekInvalid'],
    [{ startDate: '2026-11-25' }, 'planStartInPast'],
    [{ startDate: '2029-01-01' }, 'planDateTooFar'],
    [{ dailyLoads: [] }, 'planNoCourses'],
    [{ dailyLoads: [0] }, 'planDailyLoadInvalid'],
    [{ dailyLoads: [PLAN_LIMITS.maxDailyLoad + 1] }, 'planDailyLoadInvalid'],
    [{ resources: PLAN_LIMITS.minResources - 1 }, 'planTooFewResources'],
    [{ examDate: '2026-11-26' }, 'planExamDateInvalid'],
  ] as const)('refuses %o with %s', (change, key) => {
    expect(planSettingsProblem({ ...good, ...change })?.key).toBe(key);
  });

  it('names the minimum of resources in the message, from the one constant', () => {
    const problem = planSettingsProblem({ ...good, resources: 1 })!;
    expect(errorMessage(problem.key, 'en', problem.params)).toBe(
      `A plan needs at least ${PLAN_LIMITS.minResources} resources`,
    );
  });

  it('allows loads from the least to the most', () => {
    expect(isDailyLoadAllowed(PLAN_LIMITS.minDailyLoad)).toBe(true);
    expect(isDailyLoadAllowed(PLAN_LIMITS.maxDailyLoad)).toBe(true);
    expect(isDailyLoadAllowed(1.5)).toBe(false);
  });
});
