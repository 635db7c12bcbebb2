import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CURRENT_USER_KEY } from '../../../session/use-current-user';
import { EXAM_ROUTES } from '../exams-routes';
import ExamPaperPage from './exam-paper-page';
import { fakeServer, runningAttempt } from './exam-test-server';

const attempt = runningAttempt();
const url = `${EXAM_ROUTES.paper}?attemptId=${attempt.attemptId}`;

function openExam() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(CURRENT_USER_KEY, {
    login_name: 'ليلى',
    user_name: '',
    uid: 'u1',
    type: 0,
    role: 'student',
  });
  const router = createMemoryRouter(
    [
      { path: EXAM_ROUTES.paper, element: <ExamPaperPage /> },
      { path: EXAM_ROUTES.result, element: <p>result page</p> },
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
  return router;
}

class SilentAudio {
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  play() {
    setTimeout(() => this.onended?.(), 0);
    return Promise.resolve();
  }
  pause() {}
}

beforeEach(() => {
  vi.stubGlobal('Audio', SilentAudio);
  URL.createObjectURL = () => 'blob:sound';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.useRealTimers());

describe('the exam page', () => {
  it('saves an answer as it is given and says so', async () => {
    const server = fakeServer({
      '/api/cert/getMockExam': () => attempt,
      '/api/cert/saveMockExamAnswer': () => ({ saved: true, secondsLeft: 150 }),
    });
    openExam();
    fireEvent.click(await screen.findByRole('radio', { name: /غير مطابقة/ }));
    await waitFor(() => expect(server.calls('/api/cert/saveMockExamAnswer')).toHaveLength(1));
    expect(server.calls('/api/cert/saveMockExamAnswer')[0]!.body).toEqual({
      attemptId: attempt.attemptId,
      itemId: 'l1-1',
      answer: { type: 'pictureTrueFalse', value: false },
    });
    expect(await screen.findByText(/حُفظت الإجابات/)).toBeTruthy();
    // The clock follows the server's seconds left from the answer.
    expect(screen.getByRole('timer').textContent).toMatch(/^2:(30|29)$/);
  });

  it('keeps an answer given offline on the device and sends it when back online', async () => {
    const server = fakeServer({
      '/api/cert/getMockExam': () => attempt,
      '/api/cert/saveMockExamAnswer': () => ({ saved: true, secondsLeft: 150 }),
    });
    openExam();
    const matches = await screen.findByRole('radio', { name: 'مطابقة' });
    server.state.offline = true;
    fireEvent.click(matches);
    expect(await screen.findByText(/غير متصل: 1/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(`qiao.exam.pending.${attempt.attemptId}`)!)).toEqual({
      'l1-1': { type: 'pictureTrueFalse', value: true },
    });
    server.state.offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/حُفظت الإجابات/)).toBeTruthy();
    expect(server.calls('/api/cert/saveMockExamAnswer')).toHaveLength(1);
    expect(localStorage.getItem(`qiao.exam.pending.${attempt.attemptId}`)).toBeNull();
  });

  it('plays a recording twice, then locks its button', async () => {
    let used = 0;
    const server = fakeServer({
      '/api/cert/getMockExam': () => attempt,
      '/api/cert/playMockExamAudio': () => ({ url: '/media/l1-1.mp3?t=x', playsLeft: 2 - ++used }),
    });
    openExam();
    fireEvent.click(await screen.findByRole('button', { name: 'استمع (متبقٍ 2)' }));
    fireEvent.click(await screen.findByRole('button', { name: /استمع \(متبقٍ 1\)/ }));
    const locked = await screen.findByRole('button', { name: /لا مرات استماع متبقية/ });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls('/api/cert/playMockExamAudio')).toHaveLength(2);
    // The next item has its own plays.
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByRole('button', { name: 'استمع (متبقٍ 2)' })).toBeTruthy();
  });

  it('resumes after a reload with the answers kept and the plays used', async () => {
    fakeServer({
      '/api/cert/getMockExam': () =>
        runningAttempt({
          secondsLeft: 95,
          answers: { 'l1-1': { type: 'pictureTrueFalse', value: true } },
          plays: { 'l1-1': 2 },
        }),
    });
    openExam();
    expect(
      ((await screen.findByRole('radio', { name: 'مطابقة' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('button', { name: /لا مرات استماع متبقية/ })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^1:3[45]$/);
    expect(screen.getByRole('button', { name: 'السؤال 1، أُجيب' })).toBeTruthy();
  });

  it('asks the server when the time is up and shows the section it moved on to', async () => {
    let reads = 0;
    fakeServer({
      '/api/cert/getMockExam': () =>
        ++reads === 1
          ? runningAttempt({ secondsLeft: 1 })
          : runningAttempt({ sectionIndex: 1, secondsLeft: 120 }),
    });
    openExam();
    expect(await screen.findByText(/الاستماع · القسم 1 من 2/)).toBeTruthy();
    expect(await screen.findByText(/القراءة · القسم 2 من 2/, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'السؤال 3' })).toBeTruthy();
  });

  it('reviews the last section and hands in the paper, then opens the result', async () => {
    const server = fakeServer({
      '/api/cert/getMockExam': () => runningAttempt({ sectionIndex: 1, secondsLeft: 100 }),
      '/api/cert/createMockExamTest': () => ({
        attemptId: attempt.attemptId,
        paper: attempt.paper,
        startedAt: attempt.startedAt,
        submittedAt: '2026-11-26T10:05:00.000Z',
        submitCause: 'learner',
        sections: [],
        total: 0,
        max: 200,
        pass: 120,
        passed: false,
        realName: null,
        items: [],
      }),
    });
    const router = openExam();
    fireEvent.click(await screen.findByRole('button', { name: 'المراجعة والتسليم' }));
    expect(screen.getByRole('button', { name: 'السؤال 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'سلّم الاختبار' }));
    const confirm = await screen.findAllByRole('button', { name: 'سلّم الاختبار' });
    fireEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe(EXAM_ROUTES.result));
    expect(server.calls('/api/cert/createMockExamTest')[0]!.body).toEqual({
      attemptId: attempt.attemptId,
      answers: {},
    });
  });
});
