import type { Page } from '@playwright/test';
import { ACCOUNT_TEXT } from './accounts-texts';
import { expect } from './console-watch';
import { RESET_TEXT } from './password-reset-texts';
import { buttonName } from './sign-in';

/**
 * From Qiao's sign-in button to the passport's "forgot password", in the page's language and
 * direction, then asks for a link for `email`; answers once the page says the mail went out.
 */
export async function askForResetLink(page: Page, lang: 'ar' | 'zh', email: string) {
  const T = RESET_TEXT[lang];
  await page.goto(`/?lang=${lang}#/`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: buttonName(ACCOUNT_TEXT[lang].login) })
    .click();
  await page.getByRole('link', { name: T.forgotLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.forgotTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await page.getByLabel(T.email).fill(email);
  await page.getByRole('button', { name: T.sendButton }).click();
  await expect(page.getByRole('status')).toContainText(T.sent);
}
