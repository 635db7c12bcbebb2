import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { answerPageOf } from '../../../../test/render-with-api';
import { renderWithApi } from '../../../../test/render-with-api';
import { attemptScores } from '../test-attempts';
import { MyResults } from './my-results';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('ar');
});

describe('my results', () => {
  it('lists each attempt with its level, points per section, total of max, outcome and result link', async () => {
    answerPageOf([
      attemptScores({
        attemptId: '00000000-0000-4000-8000-0000000000b2',
        submittedAt: '2026-03-02T10:00:00.000Z',
        total: 150,
      }),
      attemptScores({
        attemptId: '00000000-0000-4000-8000-0000000000b1',
        submittedAt: '2026-03-01T10:00:00.000Z',
        total: 90,
      }),
    ]);
    renderWithApi(<MyResults />);
    const attempts = await screen.findAllByTestId('exam-attempt');
    expect(attempts).toHaveLength(2);
    const newest = within(attempts[0]!);
    expect(newest.getByText('YCT 1')).toBeTruthy();
    expect(newest.getByText('الاستماع').nextSibling?.textContent).toContain('75\u00a0من\u00a0100');
    expect(newest.getByText('المجموع').nextSibling?.textContent).toContain('150\u00a0من\u00a0200');
    expect(newest.getByText('ناجح')).toBeTruthy();
    expect(within(attempts[1]!).getByText('لم ينجح')).toBeTruthy();
    const open = within(attempts[1]!).getByRole('link', { name: /عرض نتيجة/ });
    expect(open.getAttribute('href')).toBe(
      '/pages/exam/result?attemptId=00000000-0000-4000-8000-0000000000b1',
    );
    const chart = screen.getByRole('img', { name: 'تقدّمك عبر المحاولات' });
    expect(chart.querySelectorAll('title')).not.toHaveLength(0);
    expect(
      [...chart.querySelectorAll('g[role="listitem"] title')].map((t) => t.textContent),
    ).toEqual([
      expect.stringMatching(/^YCT 1، .*: 45\D*%\D*$/),
      expect.stringMatching(/^YCT 1، .*: 75\D*%\D*$/),
    ]);
  });

  it('leads a learner without attempts to the mock papers', async () => {
    answerPageOf([]);
    renderWithApi(<MyResults />);
    expect(await screen.findByText('لم تسلّم أي اختبار تجريبي بعد.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اختر اختباراً تجريبياً' }).getAttribute('href')).toBe(
      '/pages/exam/list',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18next.changeLanguage('zh');
    answerPageOf([attemptScores()]);
    renderWithApi(<MyResults />);
    const attempt = await screen.findByTestId('exam-attempt');
    expect(within(attempt).getByText('听力')).toBeTruthy();
    expect(within(attempt).getByText('合格')).toBeTruthy();
    expect(within(attempt).getByText('总分').nextSibling?.textContent).toContain('140/200');
  });
});
