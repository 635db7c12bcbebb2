import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../../../session/use-current-user';
import { renderWithApi } from '../../../../test/render-with-api';
import { attemptScores } from '../test-attempts';
import ExamAttemptsPage from './exam-attempts-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function showAttempts() {
  const asked: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      asked.push(body);
      const everyone = [
        {
          ...attemptScores({ attemptId: 'a-1', total: 150 }),
          learnerName: 'layla',
          learnerId: 'u1',
        },
        { ...attemptScores({ attemptId: 'a-2', total: 80 }), learnerName: 'omar', learnerId: 'u2' },
      ];
      const list = body.learner
        ? everyone.filter((row) => row.learnerName.includes(String(body.learner)))
        : everyone;
      return Response.json({
        success: true,
        code: 0,
        message: '',
        data: { list, total: list.length },
      });
    }),
  );
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, {
    login_name: 'admin',
    user_name: 'مسؤول',
    uid: 'a1',
    type: 0,
    role: 'admin',
  });
  renderWithApi(<ExamAttemptsPage />, client);
  return asked;
}

describe("the admins' exam attempts", () => {
  it("lists every learner's attempts and narrows them to one learner", async () => {
    const asked = showAttempts();
    expect(await screen.findByRole('heading', { name: 'محاولات الاختبارات' })).toBeTruthy();
    const attempts = await screen.findAllByTestId('exam-attempt');
    expect(attempts.map((row) => within(row).getByText(/المتعلم/).textContent)).toEqual([
      'المتعلم: layla',
      'المتعلم: omar',
    ]);
    const filter = screen.getByRole('searchbox', { name: 'متعلم: اسم الدخول أو البريد' });
    fireEvent.change(filter, { target: { value: 'omar' } });
    fireEvent.keyDown(filter, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(screen.getAllByTestId('exam-attempt')).toHaveLength(1));
    expect(within(screen.getByTestId('exam-attempt')).getByText('لم ينجح')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ learner: 'omar', currentPage: 1 });
  });
});
