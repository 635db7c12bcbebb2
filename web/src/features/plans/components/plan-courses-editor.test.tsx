import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PlanCoursesEditor } from './plan-courses-editor';
import { answerByPath, planCourse, planItem, planSummary } from './plan-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const yct = planCourse({ courseId: 'c1', title: 'YCT 1', order: 1, dailyLoad: 2 });
const hsk = planCourse({ courseId: 'c2', title: 'HSK 1', order: 2, dailyLoad: 1 });

const items: Record<string, ReturnType<typeof planItem>[]> = {
  c1: [
    planItem({ id: 'i1', courseId: 'c1', resourceId: 'h1', status: 'done' }),
    planItem({ id: 'i2', courseId: 'c1', resourceId: 'h2' }),
    planItem({
      id: 'i3',
      courseId: 'c1',
      kind: 'document',
      resourceId: 'd1',
      title: 'جدول البينيين',
    }),
  ],
  c2: [planItem({ id: 'i4', courseId: 'c2', resourceId: 'h9' })],
};

function open(courses = [hsk, yct]) {
  const api = answerByPath({
    '/api/PlanNew/getPlanCourseDetail': (body) => ({
      course: courses.find((one) => one.courseId === body.courseId),
      items: items[String(body.courseId)],
    }),
    '/api/PlanNew/editPlanDetails': () => planSummary(),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <PlanCoursesEditor plan={planSummary({ courses })} />
      </App>
    </QueryClientProvider>,
  );
  return api.sent;
}

describe("the plan's courses on the adjust page", { timeout: 20_000 }, () => {
  it('sends the courses left, in order, each with its class hours and remaining items', async () => {
    const sent = open();
    const list = await screen.findByRole('list', { name: 'دورات هذه الخطة' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('YCT 1');
    const save = screen.getByRole('button', { name: 'احفظ الدورات' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'أزل HSK 1 من الخطة' }));
    // The last course cannot be taken away.
    const removeYct = screen.getByRole('button', { name: 'أزل YCT 1 من الخطة' });
    expect((removeYct as HTMLButtonElement).disabled).toBe(true);
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() =>
      expect(sent.some((call) => call.path === '/api/PlanNew/editPlanDetails')).toBe(true),
    );
    const edit = sent.find((call) => call.path === '/api/PlanNew/editPlanDetails')!;
    expect(edit.body).toEqual({
      planId: 'p1',
      courses: [{ courseId: 'c1', dailyLoad: 2, classHourIds: ['h1', 'h2'], itemIds: ['d1'] }],
    });
  });

  it('takes a chosen document away from its course', async () => {
    const sent = open();
    fireEvent.click(await screen.findByRole('button', { name: 'أزل جدول البينيين' }));
    expect(screen.queryByRole('list', { name: 'يُدرس مع YCT 1 أيضًا' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'احفظ الدورات' }));
    await waitFor(() =>
      expect(sent.some((call) => call.path === '/api/PlanNew/editPlanDetails')).toBe(true),
    );
    const edit = sent.find((call) => call.path === '/api/PlanNew/editPlanDetails')!;
    expect(edit.body.courses).toEqual([
      { courseId: 'c1', dailyLoad: 2, classHourIds: ['h1', 'h2'], itemIds: [] },
      { courseId: 'c2', dailyLoad: 1, classHourIds: ['h9'], itemIds: [] },
    ]);
  });
});
