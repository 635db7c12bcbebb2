import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { alertText, readForm, TestBrowser } from '../../../test/test-browser';
import { makeAccount, startAuthorization, submitSignIn } from '../../../test/passport-flows';

let server: TestServer;
let addressCounter = 0;

// Each test signs in from its own client address (through a trusted proxy header), so the
// per-address counter of one test does not spill into the next.
function browserFromNewAddress(): TestBrowser {
  addressCounter += 1;
  return new TestBrowser(server.baseUrl, { 'x-forwarded-for': `203.0.113.${addressCounter}` });
}

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => server?.close());

async function signInPage(browser: TestBrowser, lang = 'en') {
  return (await startAuthorization(server, browser, { lang })).page;
}

async function failSignIn(browser: TestBrowser, email: string, lang = 'en') {
  const response = await submitSignIn(browser, await signInPage(browser, lang), {
    email,
    password: 'wrong-password-1',
  });
  return { status: response.status, page: await response.text(), response };
}

describe('a wrong email or password', () => {
  it('answers the same message whether or not the email exists', async () => {
    const account = await makeAccount(server);
    const wrongPassword = await failSignIn(browserFromNewAddress(), account.email);
    const unknownEmail = await failSignIn(browserFromNewAddress(), 'nobody-here@example.com');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(alertText(wrongPassword.page)).toBe('Incorrect email or password');
    expect(alertText(unknownEmail.page)).toBe(alertText(wrongPassword.page));
  });

  it('says so in Arabic on an Arabic page', async () => {
    const failed = await failSignIn(browserFromNewAddress(), 'someone@example.com', 'ar');
    expect(alertText(failed.page)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });
});

describe('throttling', () => {
  it('refuses a sixth try at one account within 15 minutes with 429, in Chinese', async () => {
    const account = await makeAccount(server);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await failSignIn(browserFromNewAddress(), account.email, 'cn');
      expect(failed.status, `attempt ${attempt}`).toBe(401);
    }
    const browser = browserFromNewAddress();
    const refused = await submitSignIn(browser, await signInPage(browser, 'cn'), account);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(alertText(await refused.text())).toBe('失败次数过多，请在 15 分钟后重试');
  });

  it('refuses an unknown email the same way, so throttling tells nothing either', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await failSignIn(browserFromNewAddress(), 'ghost@example.com');
    }
    const refused = await failSignIn(browserFromNewAddress(), 'ghost@example.com');
    expect(refused.status).toBe(429);
    expect(alertText(refused.page)).toBe(
      'Too many failed attempts, please try again in 15 minutes',
    );
  });

  it('refuses an address after 20 failures, whatever email it tries', async () => {
    const browser = browserFromNewAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const failed = await failSignIn(browser, `guess${attempt}@example.com`);
      expect(failed.status, `attempt ${attempt}`).toBe(401);
    }
    const account = await makeAccount(server);
    const refused = await submitSignIn(browser, await signInPage(browser), account);
    expect(refused.status).toBe(429);
  });

  it('forgives an account its failures after a successful sign-in', async () => {
    const account = await makeAccount(server);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await failSignIn(browserFromNewAddress(), account.email);
    }
    const browser = browserFromNewAddress();
    const success = await submitSignIn(browser, await signInPage(browser), account);
    expect(success.status).toBe(303);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await failSignIn(browserFromNewAddress(), account.email);
      expect(failed.status, `attempt ${attempt} after success`).toBe(401);
    }
  });
});

describe('forms posted from elsewhere', () => {
  it('refuses a sign-in posted from another origin', async () => {
    const account = await makeAccount(server);
    const browser = browserFromNewAddress();
    const form = readForm(await signInPage(browser));
    const response = await browser.postForm(
      form.action,
      { email: account.email, password: account.password, formToken: form.formToken },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(alertText(await response.text())).toBe(
      'The form could not be accepted, please reload the page and try again',
    );
  });

  it('refuses a sign-in without the form token', async () => {
    const account = await makeAccount(server);
    const browser = browserFromNewAddress();
    const form = readForm(await signInPage(browser));
    const response = await browser.postForm(form.action, {
      email: account.email,
      password: account.password,
    });
    expect(response.status).toBe(403);
  });

  it('answers an expired or unknown interaction with a page, not a crash', async () => {
    const response = await browserFromNewAddress().fetch('/passport/interaction/nope?lang=en');
    expect(response.status).toBe(400);
    expect(alertText(await response.text())).toBe(
      'This sign-in request has expired, please go back to the platform and try again',
    );
  });
});

describe('redirects', () => {
  it('never sends the browser to an address that is not registered', async () => {
    const browser = browserFromNewAddress();
    const started = await startAuthorization(server, browser, {
      redirect_uri: 'https://evil.example/steal',
      lang: 'en',
    });
    expect(started.response.status).toBe(400);
    expect(started.response.headers.get('location')).toBeNull();
    expect(started.page).toContain('Something went wrong');
    expect(started.page).toContain('invalid_redirect_uri');
  });

  it('refuses a look-alike of a registered address', async () => {
    const started = await startAuthorization(server, browserFromNewAddress(), {
      redirect_uri: `${server.baseUrl}/.evil.example/`,
    });
    expect(started.response.status).toBe(400);
  });

  it('refuses an authorization without PKCE', async () => {
    const browser = browserFromNewAddress();
    const query = new URLSearchParams({
      client_id: server.config.oidcClientId,
      redirect_uri: `${server.baseUrl}/`,
      response_type: 'code',
      scope: 'openid basic email',
      state: 'abcdef',
    });
    const response = await browser.fetch(`/passport/auth?${query}`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('cookies', () => {
  it('keeps every passport cookie away from scripts and cross-site requests', async () => {
    const account = await makeAccount(server);
    const browser = browserFromNewAddress();
    await browser.follow(await submitSignIn(browser, await signInPage(browser), account));
    const passportCookies = browser.setCookieLines.filter((line) => line.startsWith('passport_'));
    expect(passportCookies.map((line) => line.split('=')[0])).toEqual(
      expect.arrayContaining(['passport_interaction', 'passport_resume', 'passport_session']),
    );
    for (const line of passportCookies) {
      expect(line.toLowerCase()).toContain('httponly');
      expect(line.toLowerCase()).toContain('samesite=lax');
    }
  });
});

describe('the server log', () => {
  it('holds no passport error after all of the above', () => {
    const errors = server.logs.filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
  });
});
