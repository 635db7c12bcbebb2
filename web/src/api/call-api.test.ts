import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@qiao/contracts/limits';
import { appInfo } from '@qiao/contracts/system';
import { changeLanguage, initI18n } from '../app/i18n';
import { ApiError } from './api-error';
import { callApi } from './call-api';
import { connectFeedback, type ConfirmRequest } from './feedback';
import type { Toast } from './response-rules';

const info = {
  name: 'Qiao',
  version: '1.0.0',
  languages: ['ar', 'zh', 'en'],
  specLanguageCodes: ['al', 'zh', 'en'],
  defaultLanguage: 'ar',
  database: 'pglite',
  examSiteUrl: 'https://www.chinesetest.cn/',
};
// A call that needs a session, like most of the spec's: the shell's only real call is no-login.
const memberCall = { ...appInfo, path: '/api/user/getUserInfo', noLogin: false };
const fileSpaceCall = { ...appInfo, path: '/api/file/getfilelist', fileSpace: true };

function answer(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}

function envelope(code: number, message: string, data: unknown = null) {
  return { success: code === 0, code, message, data };
}

let toasts: Toast[];
let confirms: ConfirmRequest[];
let disconnect: () => void;

beforeAll(() => {
  initI18n('ar');
});

beforeEach(async () => {
  await changeLanguage('ar');
  toasts = [];
  confirms = [];
  disconnect = connectFeedback({
    toast: (toast) => toasts.push(toast),
    confirm: (request) => confirms.push(request),
  });
});

afterEach(() => {
  disconnect();
  vi.useRealTimers();
});

function stubFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('callApi', () => {
  it('returns the data of a successful answer, checked by the contract', async () => {
    const fetchMock = stubFetch(() => answer(200, envelope(0, 'ok', info)));
    await expect(callApi(appInfo)).resolves.toEqual(info);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/app/info');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'x-qiao-lang': 'al' });
    expect(toasts).toEqual([]);
  });

  it('sends the language the person switched to', async () => {
    const fetchMock = stubFetch(() => answer(200, envelope(0, 'ok', info)));
    await changeLanguage('zh');
    await callApi(appInfo);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-qiao-lang': 'zh' });
  });

  it('warns that the interface does not exist on HTTP 404', async () => {
    stubFetch(() => answer(404, envelope(404, 'whatever')));
    const error = await failure(callApi(appInfo));
    expect(error.kind).toBe('not-found');
    expect(toasts).toEqual([
      {
        level: 'warning',
        text: 'الواجهة غير موجودة، يُرجى التحديث وإعادة المحاولة أو التواصل مع المسؤول',
      },
    ]);
  });

  it.each([500, 502])('shows the service error on HTTP %i', async (status) => {
    stubFetch(() => answer(status, '<html>Bad gateway</html>'));
    const error = await failure(callApi(appInfo));
    expect(error.kind).toBe('service');
    expect(toasts).toEqual([
      {
        level: 'error',
        text: 'خطأ في الخدمة، يُرجى التحديث لاحقًا وإعادة المحاولة أو التواصل مع المسؤول',
      },
    ]);
  });

  it('shows the server’s own message for a business failure, unless silent', async () => {
    stubFetch(() => answer(200, envelope(1000, 'فشلت العملية')));
    const error = await failure(callApi(appInfo));
    expect(error).toMatchObject({ kind: 'business', code: 1000, message: 'فشلت العملية' });
    expect(toasts).toEqual([{ level: 'error', text: 'فشلت العملية' }]);

    await failure(callApi(appInfo, undefined, { silent: true }));
    expect(toasts).toHaveLength(1);
  });

  it('asks a visitor without a session to log in when a member call answers 401', async () => {
    stubFetch(() => answer(200, envelope(401, 'لم تسجّل الدخول بعد')));
    window.location.hash = '#/pages/plan-new/my-plan';
    const error = await failure(callApi(memberCall));
    expect(error).toMatchObject({ kind: 'login', code: 401 });
    expect(toasts).toEqual([]);
    expect(confirms.map((request) => [request.title, request.content])).toEqual([
      ['تسجيل الدخول مطلوب', 'لم تسجّل الدخول بعد، هل تريد تسجيل الدخول الآن؟'],
    ]);
    confirms[0]?.afterClose();
  });

  it('opens one prompt for several 401 answers at once', async () => {
    stubFetch(() => answer(200, envelope(401, 'x')));
    await Promise.all([failure(callApi(memberCall)), failure(callApi(memberCall))]);
    expect(confirms).toHaveLength(1);
    confirms[0]?.afterClose();
  });

  it('does not prompt for a no-login call answering 401: it is shown as a failure', async () => {
    stubFetch(() => answer(200, envelope(401, 'لم تسجّل الدخول بعد')));
    const error = await failure(callApi(appInfo));
    expect(error.kind).toBe('business');
    expect(confirms).toEqual([]);
    expect(toasts).toEqual([{ level: 'error', text: 'لم تسجّل الدخول بعد' }]);
  });

  it('reports a network failure in the page language', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(callApi(appInfo));
    expect(error.kind).toBe('network');
    expect(toasts).toEqual([
      {
        level: 'error',
        text: 'تعذّر الاتصال بالخادم، يُرجى التحقق من اتصالك بالشبكة وإعادة المحاولة',
      },
    ]);
  });

  it('rejects an answer that does not match the contract', async () => {
    stubFetch(() => answer(200, envelope(0, 'ok', { name: 'Other' })));
    const error = await failure(callApi(appInfo));
    expect(error.kind).toBe('unreadable');
    expect(toasts).toHaveLength(1);
  });
});

describe('callApi timeouts', () => {
  function hangingFetch() {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
  }

  it.each([
    ['a learning-area call', appInfo, LIMITS.requestTimeoutMs],
    ['a file-space call', fileSpaceCall, LIMITS.fileSpaceTimeoutMs],
  ])('gives up on %s after its timeout', async (_, contract, timeoutMs) => {
    vi.useFakeTimers();
    hangingFetch();
    let settled = false;
    const call = failure(callApi(contract)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).kind).toBe('timeout');
    expect(toasts).toEqual([
      { level: 'error', text: 'انتهت مهلة الطلب، يُرجى التحقق من اتصالك بالشبكة وإعادة المحاولة' },
    ]);
  });

  it('stays quiet when the caller cancels', async () => {
    hangingFetch();
    const controller = new AbortController();
    const call = failure(callApi(appInfo, undefined, { signal: controller.signal }));
    controller.abort();
    expect((await call).kind).toBe('aborted');
    expect(toasts).toEqual([]);
  });
});
