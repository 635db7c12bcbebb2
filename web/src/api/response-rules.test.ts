import { describe, expect, it } from 'vitest';
import { classifyResponse, toastFor, type ResponseOutcome } from './response-rules';

const envelope = (code: number, message = '', data: unknown = null) => ({
  success: code === 0,
  code,
  message,
  data,
});

describe('classifyResponse', () => {
  it.each<[string, number, unknown, boolean, ResponseOutcome['kind']]>([
    ['code 0 is success', 200, envelope(0, 'ok', { a: 1 }), false, 'ok'],
    ['HTTP 404 means the interface does not exist', 404, envelope(404), false, 'not-found'],
    ['HTTP 500 is a service error', 500, undefined, false, 'service'],
    ['HTTP 502 from a proxy is a service error', 502, '<html>', false, 'service'],
    ['code 401 on a member call asks to log in', 200, envelope(401, 'x'), false, 'login'],
    [
      'code 401 on a no-login call is an ordinary failure',
      200,
      envelope(401, 'x'),
      true,
      'business',
    ],
    ['another code is a business failure', 200, envelope(1000, 'failed'), false, 'business'],
    [
      'a 400 envelope carries its parameter error',
      400,
      envelope(400, 'bad: name'),
      false,
      'business',
    ],
    ['a body that is not an envelope is unreadable', 200, { hello: 'world' }, false, 'unreadable'],
    ['an empty 503 is unreadable', 503, undefined, false, 'unreadable'],
  ])('%s', (_, status, body, noLogin, kind) => {
    expect(classifyResponse(status, body, { noLogin }).kind).toBe(kind);
  });

  it('keeps what a business failure says to do next', () => {
    const body = { ...envelope(3213, '请稍候'), data: { challenge: { signature: 'x' } } };
    expect(classifyResponse(200, body, {})).toMatchObject({
      kind: 'business',
      code: 3213,
      data: { challenge: { signature: 'x' } },
    });
  });

  it('keeps the server’s code and translated message', () => {
    expect(classifyResponse(200, envelope(1000, 'فشلت العملية'), {})).toEqual({
      kind: 'business',
      code: 1000,
      message: 'فشلت العملية',
    });
  });
});

describe('toastFor', () => {
  const translate = (failure: string) => `client:${failure}`;

  it('warns in the page language when the interface does not exist', () => {
    expect(toastFor({ kind: 'not-found', status: 404 }, 'ar', translate)).toEqual({
      level: 'warning',
      text: 'الواجهة غير موجودة، يُرجى التحديث وإعادة المحاولة أو التواصل مع المسؤول',
    });
  });

  it('reports a service error as an error', () => {
    expect(toastFor({ kind: 'service', status: 502 }, 'zh', translate)).toEqual({
      level: 'error',
      text: '服务错误，请稍后刷新重试或联系管理员',
    });
  });

  it('uses the client’s own texts when there is no answer', () => {
    expect(toastFor({ kind: 'timeout' }, 'en', translate)?.text).toBe('client:timeout');
    expect(toastFor({ kind: 'network' }, 'en', translate)?.text).toBe('client:network');
  });

  it('shows a business message unless the caller is silent', () => {
    const failure = { kind: 'business', code: 1000, message: '操作失败' } as const;
    expect(toastFor(failure, 'zh', translate)).toEqual({ level: 'error', text: '操作失败' });
    expect(toastFor(failure, 'zh', translate, true)).toBeUndefined();
  });

  it('says nothing for success or the login prompt', () => {
    expect(toastFor({ kind: 'ok', data: null }, 'ar', translate)).toBeUndefined();
    expect(toastFor({ kind: 'login', code: 401, message: '' }, 'ar', translate)).toBeUndefined();
  });
});
