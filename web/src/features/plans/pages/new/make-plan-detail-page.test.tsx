import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { todayIn, browserTimeZone } from '../../rules/local-dates';
import { course, openMakePlanDetail as open } from './make-plan-detail-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('making a plan by hand', { timeout: 20_000 }, () => {
  it('sends 5 days a week from today with each course at its daily load, then opens the plan', async () => {
    const { sent, router } = open(
      '/pages/plan-new/make-plan-detail?kind=custom&course=c1&course=c2',
      {
        c1: course('c1', 'YCT المستوى الأول', 84),
        c2: course('c2', 'الأعياد الصينية', 8),
      },
    );
    const load = await screen.findByLabelText('YCT المستوى الأول');
    fireEvent.change(load, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'أنشئ الخطة' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/plan-new/my-plan'));
    expect(router.state.location.search).toBe('?plan=new-plan');
    const create = sent.find((call) => call.path === '/api/PlanNew/createPlan')!;
    expect(create.body).toMatchObject({
      daysPerWeek: 5,
      startDate: todayIn(browserTimeZone()),
      courses: [
        { courseId: 'c1', dailyLoad: 3 },
        { courseId: 'c2', dailyLoad: 1 },
      ],
    });
  });

  it('says a plan needs at least its minimum of class hours, and sends nothing', async () => {
    const { sent } = open('/pages/plan-new/make-plan-detail?kind=custom&course=c3', {
      c3: course('c3', 'درس قصير', 2),
    });
    expect(await screen.findByText('تحتاج الخطة إلى 3 موارد على الأقل')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'أنشئ الخطة' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(sent.some((call) => call.path === '/api/PlanNew/createPlan')).toBe(false);
  });
});
