import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectFeedback, type Feedback } from '../api/feedback';
import { initI18n } from '../app/i18n';
import { startLogin } from './login-flow';

beforeAll(() => initI18n('ar'));
afterEach(() => vi.unstubAllGlobals());

function answerState(state: string) {
  const body = {
    success: true,
    code: 0,
    message: 'ok',
    data: { state, authorizeUrl: 'http://localhost:8080/passport/auth?state=' + state },
  };
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function collectToasts() {
  const toasts: string[] = [];
  const fake: Feedback = {
    toast: (toast) => void toasts.push(toast.text),
    confirm: () => undefined,
  };
  return { toasts, disconnect: connectFeedback(fake) };
}

describe('startLogin', () => {
  it('refuses a state shorter than 6 characters with the toast "login failed"', async () => {
    const fetchMock = answerState('abc12');
    const { toasts, disconnect } = collectToasts();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, hash: '#/', pathname: '/' });
    await startLogin('desktop');
    disconnect();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(toasts).toEqual(['فشل تسجيل الدخول']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks with the passport language code and goes to the authorize address', async () => {
    const fetchMock = answerState('a-long-random-state');
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      hash: '#/pages/personal/personal',
      pathname: '/',
    });
    await startLogin('desktop', 'register');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      lang: 'ar',
      entry: 'desktop',
      screen: 'register',
    });
    expect(assign).toHaveBeenCalledWith(
      'http://localhost:8080/passport/auth?state=a-long-random-state',
    );
    expect(window.localStorage.getItem('redirect')).toBe('/pages/personal/personal');
  });
});
