import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestServer, type TestServer } from '../../../test/test-server';
import { makeAccount } from '../../../test/passport-flows';
import { readForm, TestBrowser } from '../../../test/test-browser';

/**
 * Qiao signing users in through an external OpenID provider. The provider here is another Qiao's
 * built-in passport with Qiao registered as an extra client: a real, separate issuer over HTTP.
 */
let provider: TestServer;
let qiao: TestServer;
const client = { id: 'qiao-elsewhere', secret: 'a-long-enough-client-secret-for-tests' };

beforeAll(async () => {
  const qiaoPort = await freePort();
  provider = await startTestServer({
    env: {
      PASSPORT_CLIENTS: JSON.stringify([
        {
          client_id: client.id,
          client_secret: client.secret,
          redirect_uris: [`http://127.0.0.1:${qiaoPort}/`],
        },
      ]),
    },
  });
  qiao = await startTestServer({
    port: qiaoPort,
    env: {
      OIDC_ISSUER: `${provider.baseUrl}/passport`,
      OIDC_CLIENT_ID: client.id,
      OIDC_CLIENT_SECRET: client.secret,
      OIDC_SCOPE: 'openid basic email',
    },
  });
});
afterAll(async () => {
  await qiao?.close();
  await provider?.close();
});

describe('an external OpenID provider', () => {
  it('replaces the built-in passport', async () => {
    expect((await fetch(`${qiao.baseUrl}/passport/.well-known/openid-configuration`)).status).toBe(
      404,
    );
  });

  it('signs a user in through the spec flow', async () => {
    const account = await makeAccount(provider, { name: 'Mariam External' });
    const atQiao = new TestBrowser(qiao.baseUrl);
    const atProvider = new TestBrowser(provider.baseUrl);
    const post = async (path: string, body: unknown) =>
      (await (
        await atQiao.fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: qiao.baseUrl },
          body: JSON.stringify(body),
        })
      ).json()) as { code: number; data: Record<string, unknown> };

    const started = await post('/api/user/getState', { lang: 'ar' });
    const authorizeUrl = new URL(String(started.data.authorizeUrl));
    expect(authorizeUrl.origin).toBe(provider.baseUrl);
    const { response } = await atProvider.follow(await atProvider.fetch(authorizeUrl.href));
    const form = readForm(await response.text());
    const { leftTo } = await atProvider.follow(
      await atProvider.postForm(form.action, {
        email: account.email,
        password: account.password,
        formToken: form.formToken,
      }),
    );
    expect(leftTo?.origin).toBe(qiao.baseUrl);
    const login = await post('/api/user/userLogin', {
      code: leftTo!.searchParams.get('code'),
      state: leftTo!.searchParams.get('state'),
      iss: leftTo!.searchParams.get('iss') ?? undefined,
    });
    expect(login).toMatchObject({
      code: 0,
      data: { login_name: 'Mariam External', email: account.email },
    });
  });
});
