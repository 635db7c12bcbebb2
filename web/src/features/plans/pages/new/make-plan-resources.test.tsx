import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CURRENT_USER_KEY } from '../../../../session/use-current-user';
import { answerByPath, planSummary } from '../../components/plan-test-data';
import MakePlanDetailPage from './make-plan-detail-page';

const card = (id: string, kind: string, title: string) => ({
  id,
  kind,
  title,
  summary: '',
  cover: null,
  route: '',
  publishedAt: '2026-01-01T00:00:00.000Z',
  audience: null,
  difficulty: null,
  category: null,
});

const found = [
  card('00000000-0000-4000-8000-000000000001', 'document', 'جدول البينيين'),
  card('00000000-0000-4000-8000-000000000002', 'ebook', 'كتاب البينيين'),
  card('00000000-0000-4000-8000-000000000003', 'course', 'دورة البينيين'),
];

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
    '/api/Index/searchContent': () => ({ list: found, total: found.length }),
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

describe('a plan with a document studied beside a course', { timeout: 20_000 }, () => {
  it('counts the chosen document towards the minimum and sends it with its course', async () => {
    const { sent, router } = open('/pages/plan-new/make-plan-detail?kind=custom&course=c3', {
      c3: course('c3', 'درس قصير', 2),
    });
    expect(await screen.findByText('تحتاج الخطة إلى 3 موارد على الأقل')).toBeTruthy();

    const chooser = screen.getByRole('combobox', { name: 'ادرس مع درس قصير أيضًا' });
    fireEvent.mouseDown(chooser);
    fireEvent.change(chooser, { target: { value: 'البينيين' } });
    const option = await screen.findByTitle('مستند: جدول البينيين');
    // Only the kinds a plan takes are offered.
    expect(screen.queryByTitle(/كتاب البينيين|دورة البينيين/)).toBeNull();
    fireEvent.click(option);

    const chosen = await screen.findByRole('list', { name: 'يُدرس مع درس قصير أيضًا' });
    expect(within(chosen).getByText('جدول البينيين')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('تحتاج الخطة إلى 3 موارد على الأقل')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'أنشئ الخطة' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/plan-new/my-plan'));
    const create = sent.find((call) => call.path === '/api/PlanNew/createPlan')!;
    expect(create.body).toMatchObject({
      courses: [{ courseId: 'c3', dailyLoad: 1, itemIds: [found[0]!.id] }],
    });
  });

  it('takes a removed document out of the count again', async () => {
    open('/pages/plan-new/make-plan-detail?kind=custom&course=c3', {
      c3: course('c3', 'درس قصير', 2),
    });
    const chooser = await screen.findByRole('combobox', { name: 'ادرس مع درس قصير أيضًا' });
    fireEvent.mouseDown(chooser);
    fireEvent.change(chooser, { target: { value: 'البينيين' } });
    fireEvent.click(await screen.findByTitle('مستند: جدول البينيين'));
    await waitFor(() => expect(screen.queryByText('تحتاج الخطة إلى 3 موارد على الأقل')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'أزل جدول البينيين' }));
    expect(await screen.findByText('تحتاج الخطة إلى 3 موارد على الأقل')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'يُدرس مع درس قصير أيضًا' })).toBeNull();
  });
});
