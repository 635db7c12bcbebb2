import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/passport-flows';
import { readForm, TestBrowser } from '../../../test/test-browser';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

interface Answer<T = unknown> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

/** The web client's calls, from a browser that keeps Qiao's and the passport's cookies. */
async function api<T>(browser: TestBrowser, path: string, body: unknown = {}): Promise<Answer<T>> {
  const response = await browser.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer<T>;
}

/** "Login": getState, then to the passport, answering its form; ends where the passport sends back. */
async function loginThroughPassport(
  browser: TestBrowser,
  fill: (page: string, action: string, formToken: string) => Promise<Response>,
  start: Record<string, string> = {},
) {
  const { data } = await api<{ state: string; authorizeUrl: string }>(
    browser,
    '/api/user/getState',
    start,
  );
  const { response } = await browser.follow(await browser.fetch(data.authorizeUrl));
  const page = await response.text();
  const form = readForm(page);
  const { leftTo } = await browser.follow(await fill(page, form.action, form.formToken));
  if (!leftTo) throw new Error('the passport did not send the browser back');
  return { state: data.state, page, back: leftTo };
}

describe('the spec login flow through the built-in passport', () => {
  it('signs a learner in and comes back with code and state to Qiao', async () => {
    const account = await makeAccount(server, { name: 'Yusuf Al-Harbi' });
    const browser = new TestBrowser(server.baseUrl);
    const { state, page, back } = await loginThroughPassport(browser, (_page, action, formToken) =>
      browser.postForm(action, { email: account.email, password: account.password, formToken }),
    );
    expect(page).toContain('dir="rtl"');
    expect(back.origin + back.pathname).toBe(`${server.baseUrl}/`);
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code')!;
    const iss = back.searchParams.get('iss') ?? undefined;

    const login = await api(browser, '/api/user/userLogin', { code, state, iss });
    expect(login).toMatchObject({
      code: 0,
      data: { login_name: 'Yusuf Al-Harbi', email: account.email, type: 0, role: 'student' },
    });
    const sessionCookie = browser.setCookieLines.find((line) => line.startsWith('qiao_session='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(await api(browser, '/api/user/getUserInfo')).toMatchObject({
      data: { status: 1, data: { login_name: 'Yusuf Al-Harbi' } },
    });

    // The same code and state cannot sign anyone in twice.
    const replay = await api(browser, '/api/user/userLogin?lang=en', { code, state, iss });
    expect(replay).toMatchObject({ code: 2100, message: 'Login failed' });
  });

  it('opens the registration form for "register" and signs the new user in', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const email = `new-${Date.now()}@example.com`;
    const { state, page, back } = await loginThroughPassport(
      browser,
      (_page, action, formToken) =>
        browser.postForm(action, {
          name: '李明',
          email,
          password: 'xuexi2024',
          passwordConfirmation: 'xuexi2024',
          formToken,
        }),
      { screen: 'register', lang: 'cn' },
    );
    expect(page).toContain('<html lang="zh-CN"');
    expect(page).toContain('name="passwordConfirmation"');
    const login = await api(browser, '/api/user/userLogin', {
      code: back.searchParams.get('code'),
      state,
      iss: back.searchParams.get('iss') ?? undefined,
    });
    expect(login).toMatchObject({ code: 0, data: { login_name: '李明', email } });
  });

  it('starts a fresh session at login and leaves the old one unusable', async () => {
    const account = await makeAccount(server);
    const browser = new TestBrowser(server.baseUrl);
    const signIn = (action: string, formToken: string) =>
      browser.postForm(action, { email: account.email, password: account.password, formToken });
    const first = await loginThroughPassport(browser, (_p, a, t) => signIn(a, t));
    await api(browser, '/api/user/userLogin', {
      code: first.back.searchParams.get('code'),
      state: first.state,
      iss: first.back.searchParams.get('iss') ?? undefined,
    });
    const oldToken = browser.cookie('qiao_session')!;
    const second = await loginThroughPassport(browser, (_p, a, t) => signIn(a, t));
    await api(browser, '/api/user/userLogin', {
      code: second.back.searchParams.get('code'),
      state: second.state,
      iss: second.back.searchParams.get('iss') ?? undefined,
    });
    expect(browser.cookie('qiao_session')).not.toBe(oldToken);
    const stale = await fetch(`${server.baseUrl}/api/user/getUserInfo`, {
      method: 'POST',
      headers: { cookie: `qiao_session=${oldToken}` },
    });
    expect(((await stale.json()) as Answer).data).toEqual({ status: 0, data: null });
  });

  it('answers "login failed" when the passport code is forged', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const { data } = await api<{ state: string }>(browser, '/api/user/getState');
    const answer = await api(browser, '/api/user/userLogin?lang=al', {
      code: 'not-a-real-code',
      state: data.state,
    });
    expect(answer).toMatchObject({ code: 2100, message: 'فشل تسجيل الدخول' });
  });
});
