import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApi } from '../../../test/render-with-api';
import { LoadEditor } from './load-editor';
import { answerByPath, planCourse } from './plan-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const moves = [
  { itemId: 'i4', title: 'الدرس 4', from: '2026-11-26', to: '2026-11-27' },
  { itemId: 'i5', title: 'الدرس 5', from: '2026-11-27', to: '2026-11-30' },
  { itemId: 'i6', title: 'الدرس 6', from: '2026-11-27', to: '2026-11-30' },
];

function serve() {
  const api = answerByPath({
    '/api/PlanNew/getDayLoad': () => ({
      courses: [planCourse({ dailyLoad: 3 })],
      minDailyLoad: 1,
      maxDailyLoad: 10,
    }),
    '/api/PlanNew/editDayLoad': (body) => ({
      applied: body.confirm === true || Number(body.dailyLoad) > 3,
      needsConfirmation: body.confirm !== true && Number(body.dailyLoad) < 3,
      moves,
      endDate: '2027-02-10',
      course: planCourse({ dailyLoad: Number(body.dailyLoad) }),
    }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithApi(<LoadEditor planId="p1" />);
  return api.sent;
}

// A confirmation dialog opens and closes with antd's animations: slow on a busy machine.
describe('changing a daily load', { timeout: 20_000 }, () => {
  it('lowering it shows which hours move to which later days, and changes them only once confirmed', async () => {
    const sent = serve();
    const input = await screen.findByRole('spinbutton', { name: 'الحمل اليومي لـ YCT 2' });
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'طبّق' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('خفض YCT 2 من 3 إلى 2 يوميًا؟').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('ستنتقل 3 حصص إلى أيام لاحقة:')).toBeTruthy();
    const preview = within(dialog).getByTestId('load-preview');
    // Two later days: the 27th takes lesson 4, the 30th lessons 5 and 6.
    const days = [...preview.querySelectorAll(':scope > ul > li')].map((day) => day.textContent);
    expect(days).toHaveLength(2);
    expect(days[0]).toMatch(/الدرس 4/);
    expect(days[1]).toMatch(/الدرس 5[\s\S]*الدرس 6/);
    expect(days[1]).not.toMatch(/الدرس 4/);
    const edits = () => sent.filter((call) => call.path.endsWith('/editDayLoad'));
    expect(edits().map((call) => call.body.confirm)).toEqual([false]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'انقلها' }));
    await waitFor(() => expect(edits().map((call) => call.body.confirm)).toEqual([false, true]));
    expect(await screen.findByText('تم: نُقلت 3 حصص إلى أيام لاحقة')).toBeTruthy();
  });

  it('raising it pulls hours forward at once, without asking', async () => {
    const sent = serve();
    const input = await screen.findByRole('spinbutton', { name: 'الحمل اليومي لـ YCT 2' });
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'طبّق' }));
    expect(await screen.findByText('تم: قُدّمت 3 حصص')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((call) => call.path.endsWith('/editDayLoad'))).toHaveLength(1);
  });
});
