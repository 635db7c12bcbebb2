import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@qiao/contracts/errors';
import { toSpecCode } from '@qiao/contracts/languages';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { alertText, readForm, TestBrowser } from '../../../test/test-browser';
import { makeAccount } from '../../../test/passport-flows';
import {
  linkIn,
  parseMail,
  startMailReceiver,
  type MailReceiver,
} from '../../../test/mail-receiver';
import { createSession } from '../auth/sessions';
import { sessions } from '../auth/tables';
import { BUILT_IN_ISSUER_KEY } from './issuer';
import { upsertUserFromIdentity } from '../users/service';
import { verifyPassportCredentials } from './accounts';
import { issueResetToken } from './password-reset';
import { PASSWORD_RESET } from './reset-rules';
import { resetLink } from './reset-routes';
import { passportOidcPayloads } from './tables';
import { PASSPORT_TEXTS } from './texts';

let receiver: MailReceiver;
let server: TestServer;
const db = () => server.testDatabase.database.db;
let addressCounter = 0;

beforeAll(async () => {
  receiver = await startMailReceiver();
  // Each browser comes from its own address (behind the trusted proxy), so the per-address
  // limit of one test does not spill into another.
  server = await startTestServer({ env: { SMTP_URL: receiver.url, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

function newBrowser() {
  addressCounter += 1;
  return new TestBrowser(server.baseUrl, { 'x-forwarded-for': `203.0.113.${addressCounter}` });
}

/** Opens "forgot password" in a language and sends the form for this email. */
async function askForLink(browser: TestBrowser, email: string, lang = 'ar') {
  const page = await (await browser.fetch(`/passport/password/forgot?lang=${lang}`)).text();
  const form = readForm(page);
  const response = await browser.postForm(form.action, { email, formToken: form.formToken });
  return { status: response.status, page: await response.text(), response };
}

/** Opens a reset link and sets a password on its page. */
async function setPasswordThrough(browser: TestBrowser, link: string, password: string) {
  const opened = await browser.fetch(link);
  const page = await opened.text();
  if (opened.status !== 200) return { status: opened.status, page };
  const form = readForm(page);
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const response = await browser.postForm(form.action, {
    token,
    newPassword: password,
    newPasswordConfirmation: password,
    formToken: form.formToken,
  });
  return { status: response.status, page: await response.text() };
}

describe('password recovery by mail', () => {
  it('mails a link in the visitor language that sets a new password once and signs out everywhere', async () => {
    const account = await makeAccount(server, { name: 'ليلى حسن' });
    const user = await upsertUserFromIdentity(db(), {
      issuer: BUILT_IN_ISSUER_KEY,
      subject: account.id,
      name: account.name,
      email: account.email,
    });
    await createSession(db(), user.id, 'test', { ttlMs: 3_600_000 });
    await db()
      .insert(passportOidcPayloads)
      .values({ model: 'Session', id: `s-${account.id}`, payload: { accountId: account.id } });
    const browser = newBrowser();

    const asked = await askForLink(browser, account.email.toUpperCase(), 'ar');
    expect(asked.status).toBe(200);
    expect(asked.page).toContain('dir="rtl"');
    expect(asked.page).toContain(PASSPORT_TEXTS.ar.forgotSentMessage.replace('{minutes}', '30'));

    const mail = await receiver.nextMailTo(account.email);
    expect(mail.subject).toBe('اختيار كلمة مرور جديدة لحسابك في جسر');
    expect(mail.text).toContain('مرحبًا ليلى حسن،');
    expect(mail.raw).toMatch(/^Content-Language: ar$/m);
    const link = linkIn(mail);
    expect(link).toMatch(
      new RegExp(
        `^${server.baseUrl}/passport/password/reset\\?lang=${toSpecCode('ar')}&token=[\\w-]{43}$`,
      ),
    );

    const reset = await setPasswordThrough(browser, link, 'new-pass-2025');
    // The link's secret never reaches the logs (the request logger blanks query text).
    expect(JSON.stringify(server.logs)).not.toContain(new URL(link).searchParams.get('token'));
    expect(reset.status).toBe(200);
    expect(reset.page).toContain(PASSPORT_TEXTS.ar.resetDoneMessage);
    expect(await verifyPassportCredentials(db(), account.email, 'new-pass-2025')).toBeDefined();
    expect(await verifyPassportCredentials(db(), account.email, account.password)).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const passportSessions = await db()
      .select()
      .from(passportOidcPayloads)
      .where(eq(passportOidcPayloads.id, `s-${account.id}`));
    expect(passportSessions).toEqual([]);

    // The same link a second time: refused, with the request form to ask for a new one.
    const again = await setPasswordThrough(newBrowser(), link, 'third-pass-2026');
    expect(again.status).toBe(400);
    expect(alertText(again.page)).toBe(errorMessage('passportResetLinkInvalid', 'ar'));
    expect(again.page).toContain(`/passport/password/forgot?lang=${toSpecCode('ar')}`);
    expect(await verifyPassportCredentials(db(), account.email, 'new-pass-2025')).toBeDefined();
  });

  it('refuses a posted link that was already used, even from the open form', async () => {
    const account = await makeAccount(server);
    const browser = newBrowser();
    await askForLink(browser, account.email, 'zh');
    const link = linkIn(await receiver.nextMailTo(account.email));
    const page = await (await browser.fetch(link)).text();
    const form = readForm(page);
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const post = (password: string) =>
      browser.postForm(form.action, {
        token,
        newPassword: password,
        newPasswordConfirmation: password,
        formToken: form.formToken,
      });
    expect((await post('first-2025-pass')).status).toBe(200);
    const second = await post('second-2025-pass');
    expect(second.status).toBe(400);
    expect(alertText(await second.text())).toBe(errorMessage('passportResetLinkInvalid', 'zh'));
    expect(await verifyPassportCredentials(db(), account.email, 'first-2025-pass')).toBeDefined();
  });

  it('keeps the link usable when the new password breaks a rule', async () => {
    const account = await makeAccount(server);
    const browser = newBrowser();
    await askForLink(browser, account.email, 'en');
    const link = linkIn(await receiver.nextMailTo(account.email));
    const weak = await setPasswordThrough(browser, link, 'onlyletters');
    expect(weak.status).toBe(400);
    expect(alertText(weak.page)).toBe(errorMessage('passportPasswordWeak', 'en'));
    expect((await setPasswordThrough(browser, link, 'letters-and-1')).status).toBe(200);
  });

  it(`refuses a link older than ${PASSWORD_RESET.tokenMinutes} minutes`, async () => {
    const account = await makeAccount(server);
    const issuedAt = new Date(Date.now() - (PASSWORD_RESET.tokenMinutes + 1) * 60_000);
    const issued = await issueResetToken(db(), account.email, issuedAt);
    const link = resetLink(server.baseUrl, issued!.token, 'zh');
    const opened = await setPasswordThrough(newBrowser(), link, 'too-late-2025');
    expect(opened.status).toBe(400);
    expect(alertText(opened.page)).toBe(errorMessage('passportResetLinkInvalid', 'zh'));
    expect(await verifyPassportCredentials(db(), account.email, account.password)).toBeDefined();
  });

  it('closes the older links of an account once one is used', async () => {
    const account = await makeAccount(server);
    const older = await issueResetToken(db(), account.email);
    const newer = await issueResetToken(db(), account.email);
    const browser = newBrowser();
    const used = await setPasswordThrough(
      browser,
      resetLink(server.baseUrl, newer!.token, 'en'),
      'newer-2025-pass',
    );
    expect(used.status).toBe(200);
    const stale = await setPasswordThrough(
      browser,
      resetLink(server.baseUrl, older!.token, 'en'),
      'older-2025-pass',
    );
    expect(stale.status).toBe(400);
  });

  it('refuses made-up and malformed links the same way', async () => {
    for (const token of ['', 'short', 'x'.repeat(43), '../../etc/passwd']) {
      const response = await newBrowser().fetch(
        `/passport/password/reset?lang=en&token=${encodeURIComponent(token)}`,
      );
      expect(response.status, token).toBe(400);
      expect(alertText(await response.text())).toBe(errorMessage('passportResetLinkInvalid', 'en'));
    }
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const known = await makeAccount(server);
    const unknown = `nobody-${Date.now()}@example.com`;
    const forUnknown = await askForLink(newBrowser(), unknown, 'en');
    const forKnown = await askForLink(newBrowser(), known.email, 'en');
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.page).toBe(forKnown.page);
    await receiver.nextMailTo(known.email);
    expect(receiver.mails.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('limits requests per email, whichever address they come from', async () => {
    const account = await makeAccount(server);
    for (let index = 0; index < PASSWORD_RESET.emailLimit; index += 1) {
      expect((await askForLink(newBrowser(), account.email, 'en')).status).toBe(200);
    }
    const refused = await askForLink(newBrowser(), account.email, 'en');
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(alertText(refused.page)).toBe(
      errorMessage('passportTooManyResetRequests', 'en', { minutes: PASSWORD_RESET.windowMinutes }),
    );
    for (let index = 0; index < PASSWORD_RESET.emailLimit; index += 1) {
      await receiver.nextMailTo(account.email);
    }
  });

  it('limits requests per address, whichever emails they name', async () => {
    const browser = newBrowser();
    for (let index = 0; index < PASSWORD_RESET.addressLimit; index += 1) {
      const asked = await askForLink(browser, `someone-${index}@example.com`, 'en');
      expect(asked.status).toBe(200);
    }
    const refused = await askForLink(browser, 'one-more@example.com', 'en');
    expect(refused.status).toBe(429);
  });

  it('refuses a request posted from another site', async () => {
    const browser = newBrowser();
    const form = readForm(await (await browser.fetch('/passport/password/forgot')).text());
    const response = await browser.postForm(
      form.action,
      { email: 'a@example.com', formToken: form.formToken },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
  });
});

describe('without SMTP settings', () => {
  let folderServer: TestServer;
  beforeAll(async () => {
    folderServer = await startTestServer();
  });
  afterAll(async () => folderServer?.close());

  it('writes each mail as a .eml file in DATA_DIR/mail and logs where', async () => {
    expect(folderServer.config.mail.kind).toBe('folder');
    const account = await makeAccount(folderServer);
    const browser = new TestBrowser(folderServer.baseUrl);
    const page = await (await browser.fetch('/passport/password/forgot?lang=zh')).text();
    const form = readForm(page);
    const response = await browser.postForm(form.action, {
      email: account.email,
      formToken: form.formToken,
    });
    expect(response.status).toBe(200);

    const folder = path.join(folderServer.config.dataDir, 'mail');
    let files: string[] = [];
    for (let waited = 0; files.length === 0 && waited < 10_000; waited += 50) {
      files = await fs.readdir(folder).catch(() => []);
      if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{6}\.eml$/);
    const file = path.join(folder, files[0]!);
    const mail = parseMail(await fs.readFile(file, 'utf8'));
    expect(mail.raw).toMatch(new RegExp(`^To: ${account.email}\\r?$`, 'm'));
    expect(mail.subject).toBe('设置桥平台账号的新密码');
    expect(linkIn(mail)).toContain('/passport/password/reset?lang=zh&token=');
    const logged = folderServer.logs.find((line) => line.mailFile === file);
    expect(logged?.msg).toBe('mail written to the mail folder (no SMTP settings)');
  });
});
