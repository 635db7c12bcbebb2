import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApi } from '../../../test/render-with-api';
import TodayPlan from './today-plan';
import { answerByPath, planItem, planSummary } from './plan-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(todayItems: ReturnType<typeof planItem>[], plans = 1, charactersDue = 0) {
  const api = answerByPath({
    '/api/PlanNew/getPlanList': () => ({
      list: Array.from({ length: plans }, () => ({ ...planSummary(), todayItems })),
      reviewsDue: [{ kind: 'writing', count: charactersDue }],
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

  it('leads a learner with characters due, with or without a plan, to practise them', async () => {
    serve([], 0, 3);
    const link = await screen.findByRole('link', { name: '3 حروف صينية للمراجعة اليوم' });
    expect(link.getAttribute('href')).toBe('/pages/spell-practice/spell-practice?from=due');
    expect(screen.queryByRole('link', { name: 'افتح خطتي' })).toBeNull();
  });

  it('says nothing of reviews when no character is due', async () => {
    serve([planItem()], 1, 0);
    expect(await screen.findByRole('heading', { name: 'خطة اليوم' })).toBeTruthy();
    expect(screen.queryByTestId('reviews-due')).toBeNull();
  });
});
