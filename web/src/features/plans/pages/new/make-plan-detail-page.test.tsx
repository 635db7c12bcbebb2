import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CURRENT_USER_KEY } from '../../../../session/use-current-user';
import { answerByPath, planSummary } from '../../components/plan-test-data';
import { todayIn, browserTimeZone } from '../../rules/local-dates';
import MakePlanDetailPage from './make-plan-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const course = (id: string, title: string, classHours: number) => ({
  id,
  slug: id,
  title,
  summary: '',
  coverUrl: null,
  object: null,
  difficulty: null,
  direction: null,
  category: null,
  teacherName: '',
  chapterCount: 1,
  classHourCount: classHours,
  priceCents: 0,
  viewCount: 0,
  publishedAt: '2026-01-01T00:00:00.000Z',
  description: '',
  teacher: null,
  semesters: [],
  tree: [],
  counts: {
    semesters: 1,
    chapters: 1,
    classHours,
    videos: classHours,
    documents: 0,
    tests: 0,
    videoSeconds: 0,
  },
});

function open(url: string, courses: Record<string, ReturnType<typeof course>>) {
  const api = answerByPath({
    '/api/Index/getMoocDataDetailNew': (body) => courses[String(body.id)],
    '/api/PlanNew/createPlan': () => planSummary({ id: 'new-plan' }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, {
    login_name: 'ليلى',
    user_name: '',
    uid: 'u1',
    type: 0,
    role: 'student',
  });
  const router = createMemoryRouter(
    [
      { path: '/pages/plan-new/make-plan-detail', element: <MakePlanDetailPage /> },
      { path: '/pages/plan-new/my-plan', element: <p>my plan</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { sent: api.sent, router };
}

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
