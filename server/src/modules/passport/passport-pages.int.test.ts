import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startQiaoModules } from '../../registered-modules';
import { parseConfig } from '../../config';
import { freePort, startTestServer, type TestServer } from '../../../test/test-server';
import { alertText, readForm, TestBrowser } from '../../../test/test-browser';
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

describe('the pages', () => {
  it('switch language with links that keep the interaction', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const started = await startAuthorization(server, browser, { lang: 'ar' });
    const uid = /\/passport\/interaction\/([\w-]+)/.exec(started.page)?.[1];
    expect(started.page).toContain(`href="/passport/interaction/${uid}?lang=zh"`);
    const chinese = await browser.fetch(`/passport/interaction/${uid}?lang=zh`);
    const page = await chinese.text();
    expect(page).toMatch(/<html lang="zh-CN" dir="ltr">/);
    expect(readForm(page).action).toBe(`/passport/interaction/${uid}?lang=zh`);
  });

  it('follow ui_locales when the client sends no lang', async () => {
    const browser = new TestBrowser(server.baseUrl, { 'accept-language': 'ar' });
    const started = await startAuthorization(server, browser, { ui_locales: 'en-US' });
    expect(started.page).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('default to Arabic', async () => {
    const started = await startAuthorization(server, new TestBrowser(server.baseUrl));
    expect(started.page).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('allow forms to lead only to the passport and the registered clients', async () => {
    const started = await startAuthorization(server, new TestBrowser(server.baseUrl));
    const policy = started.response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`form-action 'self' ${server.baseUrl}`);
    expect(policy).toContain("script-src 'self'");
    expect(started.response.headers.get('cache-control')).toBe('no-store');
  });

  it('serve their stylesheet and the self-hosted fonts, and nothing beside them', async () => {
    const css = await fetch(`${server.baseUrl}/passport/assets/passport.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).not.toMatch(/\b(left|right)\s*:/);

    const fontCss = await fetch(`${server.baseUrl}/passport/assets/fonts/noto-sans-arabic/400.css`);
    expect(fontCss.status).toBe(200);
    const fontFile = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(await fontCss.text())?.[1];
    const font = await fetch(
      `${server.baseUrl}/passport/assets/fonts/noto-sans-arabic/${fontFile}`,
    );
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect((await font.arrayBuffer()).byteLength).toBe(Number(font.headers.get('content-length')));

    for (const probe of [
      '/passport/assets/fonts/noto-sans-arabic/..%2fpackage.json',
      '/passport/assets/fonts/noto-sans-arabic/files/..%2f..%2fpackage.json',
      '/passport/assets/fonts/pg/package.json',
    ]) {
      expect((await fetch(server.baseUrl + probe)).status, probe).toBe(404);
    }
  });
});

describe('signing out at the passport', () => {
  it('asks in the chosen language, ends the session and returns to Qiao', async () => {
    const account = await makeAccount(server);
    const browser = new TestBrowser(server.baseUrl);
    const signedIn = await startAuthorization(server, browser);
    await browser.follow(await submitSignIn(browser, signedIn.page, account));

    const query = new URLSearchParams({
      client_id: server.config.oidcClientId,
      post_logout_redirect_uri: `${server.baseUrl}/`,
      ui_locales: 'zh',
    });
    const question = await browser.fetch(`/passport/session/end?${query}`);
    const page = await question.text();
    expect(page).toMatch(/<html lang="zh-CN" dir="ltr">/);
    expect(page).toContain('确定要退出通行证吗？');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    const confirmed = await browser.postForm(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.baseUrl}/`);

    const again = await startAuthorization(server, browser, { lang: 'en' });
    expect(again.response.status).toBe(200);
    expect(again.page).toContain('Sign in');
  });

  it('shows a signed-out page when no return address is given', async () => {
    const account = await makeAccount(server);
    const browser = new TestBrowser(server.baseUrl, { 'accept-language': 'ar' });
    const signedIn = await startAuthorization(server, browser);
    await browser.follow(await submitSignIn(browser, signedIn.page, account));
    const page = await (await browser.fetch('/passport/session/end')).text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    const { response } = await browser.follow(
      await browser.postForm(action!, { xsrf: xsrf!, logout: 'yes' }),
    );
    const done = await response.text();
    expect(done).toMatch(/<html lang="ar" dir="rtl">/);
    expect(done).toContain('لقد سجّلت الخروج بنجاح.');
  });
});

describe('several instances', () => {
  it('let a second instance on the same database continue an interaction', async () => {
    const port = await freePort();
    const config = parseConfig({
      PORT: String(port),
      PUBLIC_URL: server.baseUrl,
      HOST: '127.0.0.1',
      DATA_DIR: server.config.dataDir,
      WEB_DIST: path.join(server.config.dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
    });
    const database = await server.testDatabase.openAnother();
    const second = await buildApp({
      modules: startQiaoModules({
        config,
        database,
        store: server.store,
        logger: pino({ level: 'silent' }),
      }),
    });
    await second.app.listen({ port, host: '127.0.0.1' });
    try {
      const other = `http://127.0.0.1:${port}`;
      const account = await makeAccount(server);
      const browser = new TestBrowser(server.baseUrl);
      const started = await startAuthorization(server, browser);
      const form = readForm(started.page);
      const submitted = await browser.postForm(`${other}${form.action}`, {
        email: account.email,
        password: account.password,
        formToken: form.formToken,
      });
      expect(submitted.status).toBe(303);
      const { leftTo } = await browser.follow(submitted);
      const tokens = await exchangeCode(server, {
        code: leftTo!.searchParams.get('code')!,
        verifier: started.verifier,
        redirectUri: started.redirectUri,
      });
      expect(jwtClaims(String(tokens.body.id_token)).sub).toBe(account.id);
    } finally {
      await second.app.close();
    }
  });
});

describe('with an external issuer', () => {
  it('serves no passport at all', async () => {
    const external = await startTestServer({
      env: { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_SECRET: 'a-secret-of-the-issuer' },
    });
    try {
      for (const probe of ['/passport/.well-known/openid-configuration', '/passport/password']) {
        expect((await fetch(external.baseUrl + probe)).status, probe).toBe(404);
      }
    } finally {
      await external.close();
    }
  });
});

describe('the server log', () => {
  it('holds no error after all of the above', () => {
    expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);
    expect(alertText('<p class="alert" role="alert">ok</p>')).toBe('ok');
  });
});
