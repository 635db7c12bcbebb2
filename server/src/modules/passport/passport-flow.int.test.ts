import { sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { builtInClientSecret } from './provider-secrets';
import { readForm, TestBrowser } from '../../../test/test-browser';
import {
  exchangeCode,
  jwtClaims,
  makeAccount,
  startAuthorization,
  submitSignIn,
} from '../../../test/passport-flows';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('discovery', () => {
  it('publishes the passport as an OpenID provider under /passport', async () => {
    const response = await fetch(`${server.baseUrl}/passport/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer: `${server.baseUrl}/passport`,
      authorization_endpoint: `${server.baseUrl}/passport/auth`,
      token_endpoint: `${server.baseUrl}/passport/token`,
      userinfo_endpoint: `${server.baseUrl}/passport/me`,
      jwks_uri: `${server.baseUrl}/passport/jwks`,
      end_session_endpoint: `${server.baseUrl}/passport/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(document.scopes_supported).toEqual(expect.arrayContaining(['openid', 'basic', 'email']));
    expect(document.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'name', 'email', 'email_verified']),
    );
  });

  it('signs with one RS256 key shared through the database', async () => {
    const jwks = (await (await fetch(`${server.baseUrl}/passport/jwks`)).json()) as {
      keys: { kty: string; alg: string; d?: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0]?.d).toBeUndefined();
  });
});

describe('the authorization-code flow', () => {
  it('signs a learner in, in Arabic, and hands Qiao a code it can exchange', async () => {
    const account = await makeAccount(server, { name: 'سارة علي' });
    const browser = new TestBrowser(server.baseUrl);
    const started = await startAuthorization(server, browser, { lang: 'ar' });
    expect(started.response.status).toBe(200);
    expect(started.response.headers.get('content-type')).toContain('text/html');
    expect(started.page).toMatch(/<html lang="ar" dir="rtl">/);
    expect(started.page).toContain('تسجيل الدخول');

    const submitted = await submitSignIn(browser, started.page, account);
    expect(submitted.status).toBe(303);
    const { leftTo } = await browser.follow(submitted);
    expect(leftTo?.origin + (leftTo?.pathname ?? '')).toBe(`${server.baseUrl}/`);
    expect(leftTo?.searchParams.get('state')).toBe(started.state);
    const code = leftTo?.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await exchangeCode(server, {
      code: code!,
      verifier: started.verifier,
      redirectUri: started.redirectUri,
    });
    expect(tokens.status).toBe(200);
    expect(jwtClaims(String(tokens.body.id_token))).toMatchObject({
      iss: `${server.baseUrl}/passport`,
      aud: server.config.oidcClientId,
      sub: account.id,
      name: 'سارة علي',
      email: account.email,
    });

    const userinfo = await fetch(`${server.baseUrl}/passport/me`, {
      headers: { authorization: `Bearer ${String(tokens.body.access_token)}` },
    });
    expect(await userinfo.json()).toEqual({
      sub: account.id,
      name: 'سارة علي',
      preferred_username: 'سارة علي',
      email: account.email,
      email_verified: false,
    });

    const again = await exchangeCode(server, {
      code: code!,
      verifier: started.verifier,
      redirectUri: started.redirectUri,
    });
    expect(again.status).toBe(400);
  });

  it('works with openid-client as the Qiao side uses it (discovery, PKCE, secret post)', async () => {
    const account = await makeAccount(server, { name: 'Li Hua' });
    const secret = await builtInClientSecret(server.config, server.testDatabase.database.db);
    const configuration = await client.discovery(
      new URL(`${server.baseUrl}/passport`),
      server.config.oidcClientId,
      secret,
      undefined,
      { execute: [client.allowInsecureRequests] },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorizeUrl = client.buildAuthorizationUrl(configuration, {
      redirect_uri: `${server.baseUrl}/mobile/`,
      scope: 'openid basic email',
      state,
      lang: 'cn',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });

    const browser = new TestBrowser(server.baseUrl);
    const { response } = await browser.follow(await browser.fetch(authorizeUrl.href));
    const page = await response.text();
    expect(page).toMatch(/<html lang="zh-CN" dir="ltr">/);
    expect(page).toContain('登录');
    const { leftTo } = await browser.follow(await submitSignIn(browser, page, account));
    expect(leftTo?.pathname).toBe('/mobile/');

    const tokens = await client.authorizationCodeGrant(configuration, leftTo!, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()).toMatchObject({ sub: account.id, name: 'Li Hua' });
    const info = await client.fetchUserInfo(configuration, tokens.access_token, account.id);
    expect(info).toMatchObject({ name: 'Li Hua', email: account.email, email_verified: false });
  });

  it('lets a signed-in browser through again without the sign-in page', async () => {
    const account = await makeAccount(server);
    const browser = new TestBrowser(server.baseUrl);
    const first = await startAuthorization(server, browser);
    await browser.follow(await submitSignIn(browser, first.page, account));

    const second = await startAuthorization(server, browser);
    expect(second.response.status).toBe(303);
    const { leftTo } = await browser.follow(second.response);
    expect(leftTo?.searchParams.get('code')).toBeTruthy();
  });

  it('answers a consent prompt the client asks for without showing a consent screen', async () => {
    const account = await makeAccount(server);
    const browser = new TestBrowser(server.baseUrl);
    const first = await startAuthorization(server, browser);
    await browser.follow(await submitSignIn(browser, first.page, account));

    const visitedBefore = browser.visited.length;
    const second = await startAuthorization(server, browser, { prompt: 'consent' });
    const { leftTo } = await browser.follow(second.response);
    const interactionsVisited = browser.visited
      .slice(visitedBefore)
      .filter((path) => path.startsWith('/passport/interaction/'));
    expect(interactionsVisited).toHaveLength(1);
    const code = leftTo?.searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await exchangeCode(server, {
      code: code!,
      verifier: second.verifier,
      redirectUri: second.redirectUri,
    });
    expect(String(tokens.body.scope).split(' ').sort()).toEqual(['basic', 'email', 'openid']);
  });

  it('keeps sessions, interactions and grants in the database, not in memory', async () => {
    const account = await makeAccount(server);
    const browser = new TestBrowser(server.baseUrl);
    const started = await startAuthorization(server, browser);
    await browser.follow(await submitSignIn(browser, started.page, account));
    const rows = await queryRows<{ model: string }>(
      server.testDatabase.database.db,
      sql`select distinct model from passport_oidc_payloads`,
    );
    expect(rows.map((row) => row.model)).toEqual(
      expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode']),
    );
  });
});

describe('registration inside an authorization', () => {
  it('creates the account and returns to Qiao signed in', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const started = await startAuthorization(server, browser, { lang: 'ar' });
    const registerHref = /href="([^"]*\/register[^"]*)"/.exec(started.page)?.[1];
    expect(registerHref).toBeTruthy();
    const registerPage = await (await browser.fetch(registerHref!.replaceAll('&amp;', '&'))).text();
    expect(registerPage).toMatch(/<html lang="ar" dir="rtl">/);
    expect(registerPage).toContain('إنشاء حساب');

    const form = readForm(registerPage);
    const email = `New.Learner+${Date.now()}@Example.com`;
    const submitted = await browser.postForm(form.action, {
      name: '  أحمد  ',
      email,
      password: 'bridge2025',
      passwordConfirmation: 'bridge2025',
      formToken: form.formToken,
    });
    expect(submitted.status).toBe(303);
    const { leftTo } = await browser.follow(submitted);
    const code = leftTo?.searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await exchangeCode(server, {
      code: code!,
      verifier: started.verifier,
      redirectUri: started.redirectUri,
    });
    expect(jwtClaims(String(tokens.body.id_token))).toMatchObject({
      name: 'أحمد',
      email: email.toLowerCase(),
    });
  });
});
