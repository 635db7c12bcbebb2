import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/passport-flows';
import { readForm, TestBrowser } from '../../../test/test-browser';
import { startTestServer, type TestServer } from '../../../test/test-server';

/**
 * A school starts Qiao without PUBLIC_URL and its users type the machine's address: signing in
 * there must keep them there, from the passport's form to the signed-in session.
 */
let server: TestServer;
let port: string;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: '' } });
  port = new URL(server.baseUrl).port;
});
afterAll(async () => server?.close());

async function signInAt(address: string) {
  const account = await makeAccount(server, { name: 'مدرسة الشبكة' });
  const browser = new TestBrowser(address);
  const api = async (path: string, body: unknown) =>
    (await (
      await browser.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: address },
        body: JSON.stringify(body),
      })
    ).json()) as { code: number; data: Record<string, unknown> };
  const started = await api('/api/user/getState', { lang: 'ar' });
  const authorizeUrl = new URL(String(started.data.authorizeUrl));
  const { response } = await browser.follow(await browser.fetch(authorizeUrl.toString()));
  const form = readForm(await response.text());
  const submitted = await browser.postForm(form.action, {
    email: account.email,
    password: account.password,
    formToken: form.formToken,
  });
  const { leftTo } = await browser.follow(submitted);
  const login = await api('/api/user/userLogin', {
    code: leftTo?.searchParams.get('code'),
    state: leftTo?.searchParams.get('state'),
    iss: leftTo?.searchParams.get('iss') ?? undefined,
  });
  return { authorizeUrl, back: leftTo, login };
}

describe('signing in without PUBLIC_URL', () => {
  it('at 127.0.0.1: the passport opens there and sends the browser back there', async () => {
    const address = `http://127.0.0.1:${port}`;
    const { authorizeUrl, back, login } = await signInAt(address);
    expect(authorizeUrl.origin).toBe(address);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${address}/`);
    expect(back?.origin).toBe(address);
    expect(login).toMatchObject({ code: 0, data: { login_name: 'مدرسة الشبكة' } });
  });

  it('at localhost: the same journey stays on localhost', async () => {
    const address = `http://localhost:${port}`;
    const { authorizeUrl, back, login } = await signInAt(address);
    expect(authorizeUrl.origin).toBe(address);
    expect(back?.origin).toBe(address);
    expect(login).toMatchObject({ code: 0 });
  });

  it('registers each address the server answers on, and nothing a request names', () => {
    expect(server.config.signInBases).toEqual([
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
    ]);
  });
});
