import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CURRENT_USER_KEY } from '../../../../session/use-current-user';
import { answerByPath, planSummary } from '../../components/plan-test-data';
import { PLAN_NEW_ROUTES } from '../../plans-routes';
import MakePlanDetailPage from './make-plan-detail-page';

/** The plan form's tests: courses as the course page's call answers them, and the page opened. */

export const course = (id: string, title: string, classHours: number) => ({
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
  price: null,
  access: 'open',
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

/**
 * Opens make-plan-detail at `url` for a signed-in learner, the server answering `courses` by id,
 * createPlan with a new plan, and any `more` calls; answers what was sent and the router.
 */
export function openMakePlanDetail(
  url: string,
  courses: Record<string, ReturnType<typeof course>>,
  more: Parameters<typeof answerByPath>[0] = {},
) {
  const api = answerByPath({
    '/api/Index/getMoocDataDetailNew': (body) => courses[String(body.id)],
    '/api/PlanNew/createPlan': () => planSummary({ id: 'new-plan' }),
    ...more,
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
      { path: PLAN_NEW_ROUTES.makePlanDetail, element: <MakePlanDetailPage /> },
      { path: PLAN_NEW_ROUTES.myPlan, element: <p>my plan</p> },
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
