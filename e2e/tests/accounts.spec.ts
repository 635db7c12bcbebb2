import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { ACCOUNT_TEXT as T } from './accounts-texts';
import { expect, test } from './console-watch';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@e2e.example`;
const PASSWORD = 'learn-2024-chinese';

/** Registers through the passport from the home page "register" link; lands back on Qiao. */
async function registerInArabic(page: Page, name: string, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: T.ar.register }).click();
  await expect(page).toHaveURL(/\/passport\/interaction\/.+\/register/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(T.ar.passport.name, { exact: true }).fill(name);
  await page.getByLabel(T.ar.passport.email).fill(email);
  await page.getByLabel(T.ar.passport.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(T.ar.passport.confirmation).fill(PASSWORD);
  await page.getByRole('button', { name: T.ar.passport.registerButton }).click();
}

async function signInOnPassport(
  page: Page,
  email: string,
  password: string,
  lang: 'ar' | 'zh' = 'ar',
) {
  await expect(page).toHaveURL(/\/passport\/interaction\//);
  await page.getByLabel(T[lang].passport.email).fill(email);
  await page.getByLabel(T[lang].passport.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: T[lang].passport.signInButton }).click();
}

const accountButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(name) });

/** "Logout" from the name's drop-down; the page reloads (spec) before anything else happens. */
async function logout(page: Page, name: string) {
  await accountButton(page, name).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: T.ar.logout }).click(),
  ]);
  await expect(
    page.getByRole('banner').getByRole('button', { name: T.ar.login, exact: true }),
  ).toBeVisible();
}

test.describe('accounts', () => {
  test('a learner registers in Arabic, edits the profile and signs out', async ({ page }) => {
    const name = 'عبد الرحمن بن خالد العتيبي الشمري';
    await registerInArabic(page, name, uniqueEmail('learner'));

    // Back on Qiao: the top bar shows the name, cut to 20 characters and "...".
    await expect(page).toHaveURL(/\/#\/$/);
    const account = accountButton(page, 'عبد الرحمن');
    await expect(account).toContainText(`${[...name].slice(0, 20).join('')}...`);
    // Scripts see who is signed in, never anything that grants access.
    expect(await page.evaluate(() => document.cookie)).not.toContain('qiao_session');
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored).toMatchObject({ isLogin: '1', isTeacher: '0', ident: 'student' });
    expect(stored).not.toHaveProperty('access_token');
    await account.click();
    await page.getByRole('menuitem', { name: T.ar.personalCentre }).click();

    await expect(page.getByRole('heading', { level: 1, name: T.ar.personalCentre })).toBeVisible();
    const mobile = page.getByLabel(T.ar.profile.mobile);
    await mobile.fill('not a phone');
    await page.getByRole('button', { name: T.ar.profile.save }).click();
    await expect(page.getByText(T.ar.profile.mobileInvalid)).toBeVisible();
    await mobile.fill('+966 55 123 4567');
    await page.getByLabel(T.ar.profile.name, { exact: true }).fill('عبد الرحمن العتيبي');
    // antd's button-style radios hide the input itself; a person clicks the visible label.
    await page.locator('label').filter({ hasText: T.ar.profile.female }).click();
    await page.getByRole('button', { name: T.ar.profile.save }).click();
    await expect(page.getByText(T.ar.profile.saved)).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'personal-ar.png'), fullPage: true });

    await page.reload();
    await expect(page.getByLabel(T.ar.profile.mobile)).toHaveValue('+966 55 123 4567');
    await expect(page.getByLabel(T.ar.profile.name, { exact: true })).toHaveValue(
      'عبد الرحمن العتيبي',
    );

    await logout(page, 'عبد الرحمن');
    await expect(page.getByText(T.ar.loginRequired)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('isLogin'))).toBe('0');
  });

  test('a wrong password shows one translated message and keeps the user out', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 401/);
    const email = uniqueEmail('typo');
    await registerInArabic(page, 'Typo Tester', email);
    await logout(page, 'Typo Tester');
    await page.getByRole('button', { name: T.ar.login, exact: true }).click();
    await signInOnPassport(page, email, 'wrong-password-1');
    await expect(page.getByRole('alert')).toHaveText(T.ar.passport.wrongCredentials);
    await page.getByLabel(T.ar.passport.email).fill(uniqueEmail('nobody'));
    await page.getByLabel(T.ar.passport.password, { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: T.ar.passport.signInButton }).click();
    await expect(page.getByRole('alert')).toHaveText(T.ar.passport.wrongCredentials);
  });

  test('a protected page asks a visitor to log in, then comes back to it', async ({ page }) => {
    const email = uniqueEmail('returning');
    await registerInArabic(page, 'Returning Learner', email);
    await logout(page, 'Returning Learner');

    await page.goto('/#/pages/personal/personal');
    const prompt = page.getByRole('dialog');
    await expect(prompt).toContainText(T.ar.loginPrompt);
    await prompt.getByRole('button', { name: T.ar.login }).click();
    await signInOnPassport(page, email, PASSWORD);
    await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
    await expect(page.getByRole('heading', { level: 1, name: T.ar.personalCentre })).toBeVisible();
  });

  test('signing in works in Chinese, with the passport in Chinese', async ({ page }) => {
    const email = uniqueEmail('zh');
    await registerInArabic(page, '王小明', email);
    await logout(page, '王小明');

    await page.goto('/?lang=zh#/');
    // antd spaces two-character Chinese button labels (登 录), as Chinese typography does.
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await signInOnPassport(page, email, PASSWORD, 'zh');
    await accountButton(page, '王小明').click();
    await page.getByRole('menuitem', { name: T.zh.personalCentre }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.zh.personalCentre })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByLabel(T.zh.profile.name, { exact: true }).fill('');
    await page.getByLabel('手机号码').fill('abc');
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(page.getByText(T.zh.profile.mobileInvalid)).toBeVisible();
    await expect(page.getByText('请输入姓名')).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'personal-zh.png'), fullPage: true });
  });

  test('a phone completes the login on the mobile site', async ({ page }) => {
    const email = uniqueEmail('phone');
    await registerInArabic(page, 'Phone Learner', email);
    await logout(page, 'Phone Learner');

    await page.setViewportSize({ width: 500, height: 900 });
    await page.goto('/mobile/#/');
    await page.getByRole('button', { name: T.ar.login, exact: true }).click();
    await signInOnPassport(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/mobile\/#\/$/);
    await expect(page.getByTestId('mobile-shell')).toBeVisible();
    await expect(accountButton(page, 'Phone Learner')).toBeVisible();
  });

  test('an admin makes a learner a teacher', async ({ page }) => {
    const learnerEmail = uniqueEmail('future-teacher');
    await registerInArabic(page, 'Future Teacher', learnerEmail);
    await logout(page, 'Future Teacher');

    await page.getByRole('button', { name: T.ar.login, exact: true }).click();
    await signInOnPassport(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await accountButton(page, E2E_ADMIN.name).click();
    await page.getByRole('menuitem', { name: T.ar.userManagement }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.ar.userManagement })).toBeVisible();
    await page.getByRole('combobox', { name: /Future Teacher/ }).click();
    await page.locator(`.ant-select-item-option[title="${T.ar.teacher}"]`).click();
    await expect(page.getByText(T.ar.roleChanged)).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'admin-users-ar.png'), fullPage: true });
  });
});
