import path from 'node:path';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { mailFromFolder, resetLinkIn } from './mail-folder';
import { askForResetLink } from './password-reset-steps';
import { RESET_TEXT } from './password-reset-texts';
import { registerLearner, signInWithPassword } from './sign-in';
import { htmlLangOf } from '@qiao/contracts/languages';

const NEW_PASSWORD = 'remembered-2025-again';

test.describe('password recovery', () => {
  for (const lang of ['ar', 'zh'] as const) {
    test(`a learner who forgot the password gets a link by mail and signs in again (${lang})`, async ({
      page,
    }) => {
      const T = RESET_TEXT[lang];
      const learner = await registerLearner(page, lang === 'ar' ? 'نسرين' : '李娜');
      await page.context().clearCookies();

      // From Qiao's sign-in button to the passport, then "forgot password".
      await askForResetLink(page, lang, learner.email);

      // Without SMTP settings the server writes the mail into its data folder.
      const mail = await mailFromFolder(learner.email);
      expect(mail.subject).toBe(T.mailSubject);
      await page.goto(resetLinkIn(mail));
      await expect(page.getByRole('heading', { level: 1, name: T.resetTitle })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf(lang));
      await expect(page.getByText(learner.email)).toBeVisible();
      await page.getByLabel(T.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(T.confirmation).fill(NEW_PASSWORD);
      await page.screenshot({ path: path.join(artifactsDir, `password-reset-${lang}.png`) });
      await page.getByRole('button', { name: T.saveButton }).click();
      await expect(page.getByRole('status')).toContainText(T.done);

      await page.getByRole('link', { name: T.backToQiao }).click();
      await signInWithPassword(page, lang, { email: learner.email, password: NEW_PASSWORD });
    });
  }
});
