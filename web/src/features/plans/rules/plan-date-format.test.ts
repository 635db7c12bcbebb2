import { describe, expect, it } from 'vitest';
import { formatPlanDate } from './plan-date-format';

describe('plan dates as shown', () => {
  it("shows the plan day itself, whatever the viewer's zone", () => {
    expect(formatPlanDate('2026-11-26', 'en', 'full')).toBe('26 Nov 2026');
    expect(formatPlanDate('2026-11-26', 'zh', 'full')).toBe('2026年11月26日');
  });

  it('writes Arabic with Latin digits', () => {
    expect(formatPlanDate('2026-11-26', 'ar', 'full')).toMatch(/26/);
    expect(formatPlanDate('2026-11', 'ar', 'month')).toMatch(/2026/);
  });
});
