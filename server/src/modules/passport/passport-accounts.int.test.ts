import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { startTestServer, type TestServer } from '../../../test/test-server';
import {
  changePassportPassword,
  createPassportAccount,
  findPassportAccountByEmail,
  verifyPassportCredentials,
} from './accounts';
import { alertText, readForm, TestBrowser } from '../../../test/test-browser';
import { makeAccount, startAuthorization, submitSignIn } from '../../../test/passport-flows';

let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function registerThrough(browser: TestBrowser, fields: Record<string, string>, lang = 'en') {
  const started = await startAuthorization(server, browser, { lang });
  const uid = /\/passport\/interaction\/([\w-]+)/.exec(started.page)?.[1];
  const page = await (
    await browser.fetch(`/passport/interaction/${uid}/register?lang=${lang}`)
  ).text();
  const form = readForm(page);
  const response = await browser.postForm(form.action, { ...fields, formToken: form.formToken });
  return { status: response.status, page: await response.text() };
}

describe('the accounts service', () => {
  it('stores a lower-cased email and an argon2id hash, never the password', async () => {
    const account = await createPassportAccount(db(), {
      email: ' Mona@Example.COM ',
      name: ' منى ',
      password: 'secret2025',
    });
    expect(account).toMatchObject({ email: 'mona@example.com', name: 'منى' });
    expect(account).not.toHaveProperty('passwordHash');
    const [row] = await queryRows<{ password_hash: string }>(
      db(),
      sql`select password_hash from passport_accounts where id = ${account.id}`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain('secret2025');
    expect((await findPassportAccountByEmail(db(), 'MONA@example.com'))?.id).toBe(account.id);
    expect((await verifyPassportCredentials(db(), 'mona@EXAMPLE.com', 'secret2025'))?.id).toBe(
      account.id,
    );
    expect(await verifyPassportCredentials(db(), 'mona@example.com', 'secret2026')).toBeUndefined();
  });

  it('refuses a second account with the same email in any case', async () => {
    const input = { email: 'twice@example.com', name: 'Twice', password: 'twice2025' };
    await createPassportAccount(db(), input);
    await expect(
      createPassportAccount(db(), { ...input, email: 'TWICE@example.com' }),
    ).rejects.toMatchObject({ key: 'passportEmailTaken' });
  });

  it('refuses a password change with a wrong current password', async () => {
    const account = await makeAccount(server);
    const change = changePassportPassword(db(), {
      email: account.email,
      currentPassword: 'not-it-123',
      newPassword: 'brandnew99',
    });
    await expect(change).rejects.toBeInstanceOf(AppError);
    await expect(change).rejects.toMatchObject({ key: 'passportInvalidCredentials' });
  });
});

describe('registration rules on the page', () => {
  const valid = {
    name: 'Omar',
    email: 'omar@example.com',
    password: 'omar2025x',
    passwordConfirmation: 'omar2025x',
  };

  it.each([
    ['a bad email', { email: 'omar@' }, 'en', 'Please enter a valid email address'],
    [
      'a short password',
      { password: 'ab1', passwordConfirmation: 'ab1' },
      'ar',
      'يجب أن تتكوّن كلمة المرور من 8 إلى 128 حرفًا',
    ],
    [
      'a password without a digit',
      { password: 'onlyletters', passwordConfirmation: 'onlyletters' },
      'cn',
      '密码须至少包含一个字母和一个数字',
    ],
    [
      'the email as password',
      {
        email: 'omar1@example.com',
        password: 'omar1@example.com',
        passwordConfirmation: 'omar1@example.com',
      },
      'en',
      'The password must not be the same as the email',
    ],
    [
      'different confirmation',
      { passwordConfirmation: 'omar2025y' },
      'en',
      'The two passwords do not match',
    ],
    ['an empty name', { name: '   ' }, 'en', 'The name must be 1 to 64 characters long'],
  ])('refuses %s with a translated message', async (_label, change, lang, message) => {
    const result = await registerThrough(
      new TestBrowser(server.baseUrl),
      { ...valid, ...change },
      lang,
    );
    expect(result.status).toBe(400);
    expect(alertText(result.page)).toBe(message);
  });

  it('keeps what was typed, except passwords, when it refuses', async () => {
    const result = await registerThrough(new TestBrowser(server.baseUrl), {
      ...valid,
      passwordConfirmation: 'omar2025y',
    });
    expect(result.page).toContain('value="Omar"');
    expect(result.page).toContain('value="omar@example.com"');
    expect(result.page).not.toContain('omar2025');
  });

  it('says a taken email is already registered', async () => {
    const account = await makeAccount(server);
    const result = await registerThrough(new TestBrowser(server.baseUrl), {
      ...valid,
      email: account.email.toUpperCase(),
    });
    expect(alertText(result.page)).toBe('This email is already registered');
  });
});

describe('changing a password', () => {
  async function changeThroughPage(browser: TestBrowser, fields: Record<string, string>) {
    const page = await (await browser.fetch('/passport/password?lang=en')).text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    const form = readForm(page);
    const response = await browser.postForm(form.action, { ...fields, formToken: form.formToken });
    return { status: response.status, page: await response.text() };
  }

  it('works without an authorization, and the old password stops working', async () => {
    const account = await makeAccount(server, { password: 'oldpass2024' });
    const changed = await changeThroughPage(new TestBrowser(server.baseUrl), {
      email: account.email,
      currentPassword: 'oldpass2024',
      newPassword: 'newpass2025',
      newPasswordConfirmation: 'newpass2025',
    });
    expect(changed.status).toBe(200);
    expect(changed.page).toContain('Your password has been changed');

    const browser = new TestBrowser(server.baseUrl);
    const started = await startAuthorization(server, browser, { lang: 'en' });
    const old = await submitSignIn(browser, started.page, {
      email: account.email,
      password: 'oldpass2024',
    });
    expect(old.status).toBe(401);
    const fresh = await submitSignIn(browser, await old.text(), {
      email: account.email,
      password: 'newpass2025',
    });
    expect(fresh.status).toBe(303);
  });

  it('answers a wrong current password with the sign-in message', async () => {
    const account = await makeAccount(server);
    const result = await changeThroughPage(new TestBrowser(server.baseUrl), {
      email: account.email,
      currentPassword: 'guessing123',
      newPassword: 'newpass2025',
      newPasswordConfirmation: 'newpass2025',
    });
    expect(result.status).toBe(401);
    expect(alertText(result.page)).toBe('Incorrect email or password');
  });

  it('checks the new password with the registration rules', async () => {
    const account = await makeAccount(server);
    const result = await changeThroughPage(new TestBrowser(server.baseUrl), {
      email: account.email,
      currentPassword: account.password,
      newPassword: 'short1',
      newPasswordConfirmation: 'short1',
    });
    expect(alertText(result.page)).toBe('The password must be 8 to 128 characters long');
  });

  it('refuses a change posted without the browser cookie the form is bound to', async () => {
    const account = await makeAccount(server);
    const page = await (await new TestBrowser(server.baseUrl).fetch('/passport/password')).text();
    const form = readForm(page);
    const stranger = new TestBrowser(server.baseUrl);
    const response = await stranger.postForm(form.action, {
      email: account.email,
      currentPassword: account.password,
      newPassword: 'newpass2025',
      newPasswordConfirmation: 'newpass2025',
      formToken: form.formToken,
    });
    expect(response.status).toBe(403);
  });
});
