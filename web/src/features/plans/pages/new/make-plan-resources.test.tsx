import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { course, openMakePlanDetail } from './make-plan-detail-test-setup';

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

const open = (url: string, courses: Parameters<typeof openMakePlanDetail>[1]) =>
  openMakePlanDetail(url, courses, {
    '/api/Index/searchContent': () => ({ list: found, total: found.length }),
  });

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
