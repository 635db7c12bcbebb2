import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApi } from '../../../test/render-with-api';
import TodayPlan from './today-plan';
import { answerByPath, planItem, planSummary } from './plan-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(todayItems: ReturnType<typeof planItem>[], plans = 1) {
  const api = answerByPath({
    '/api/PlanNew/getPlanList': () => ({
      list: Array.from({ length: plans }, () => ({ ...planSummary(), todayItems })),
    }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return renderWithApi(<TodayPlan />);
}

describe("the home's today plan", () => {
  it("lists today's class hours with their status and opens my plan", async () => {
    serve([
      planItem(),
      planItem({ id: 'i2', resourceId: 'h2', title: 'الدرس 2', status: 'done' }),
      planItem({ id: 'i0', resourceId: 'h0', title: 'الدرس 0', status: 'postponed' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'خطة اليوم' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'الدرس 1: التحيةYCT 2اليوم',
      'الدرس 2YCT 2منجز',
      'الدرس 0YCT 2مؤجَّل',
    ]);
    expect(screen.getByRole('link', { name: 'افتح خطتي' }).getAttribute('href')).toBe(
      '/pages/plan-new/my-plan',
    );
  });

  it('says a running plan rests today, and shows nothing without a plan', async () => {
    serve([]);
    expect(await screen.findByText('لا شيء مخطط اليوم: يوم راحة.')).toBeTruthy();
  });

  it('shows nothing to a learner without a running plan', async () => {
    const { container } = serve([], 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
