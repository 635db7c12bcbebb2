import { expect, type Page } from '@playwright/test';
import { ACCOUNT_TEXT } from './accounts-texts';
import { S3_LEARNERS, type S3Language } from './drive-s3-fixtures';

let counter = 0;

/**
 * A new learner, registered through the passport (in Arabic) as in the account journeys; answers
 * the email and password it chose.
 */
export async function registerLearner(page: Page, name: string) {
  const passport = ACCOUNT_TEXT.ar.passport;
  const password = 'files-2024-chinese';
  const email = `drive-${Date.now()}-${++counter}@e2e.example`;
  await page.goto('/');
  await page.getByRole('button', { name: ACCOUNT_TEXT.ar.register }).click();
  await page.getByLabel(passport.name, { exact: true }).fill(name);
  await page.getByLabel(passport.email).fill(email);
  await page.getByLabel(passport.password, { exact: true }).fill(password);
  await page.getByLabel(passport.confirmation).fill(password);
  await page.getByRole('button', { name: passport.registerButton }).click();
  await expect(page).toHaveURL(/\/#\/$/);
  return { email, password };
}

/** A button's name as antd writes it: two Chinese characters get a space between (登 录). */
export function buttonName(label: string): RegExp {
  const characters = [...label];
  return new RegExp(`^${characters.length === 2 ? characters.join('\\s?') : label}$`);
}

/** Signs in one of the learners seeded into the S3-backed server, in their language. */
export async function signInSeededLearner(page: Page, lang: S3Language) {
  await signInWithPassword(page, lang, S3_LEARNERS[lang]);
}

/** Signs in an existing account through the passport from the login widget. */
export async function signInWithPassword(
  page: Page,
  lang: 'ar' | 'zh',
  account: { email: string; password: string },
) {
  const learner = account;
  const { login, passport } = ACCOUNT_TEXT[lang];
  await page.goto(`/?lang=${lang}#/`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: buttonName(login) })
    .click();
  await page.getByLabel(passport.email).fill(learner.email);
  await page.getByLabel(passport.password, { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: passport.signInButton }).click();
  await expect(page).toHaveURL(/\/#\/$/);
}
