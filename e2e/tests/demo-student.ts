import type { Page } from '@playwright/test';
import { expect } from './console-watch';
import { mailFileNames, mailFromFolder, resetLinkIn } from './mail-folder';
import { askForResetLink } from './password-reset-steps';
import { RESET_TEXT } from './password-reset-texts';
import { signInWithPassword } from './sign-in';

/** The demo student the seed brings (demo-accounts.ts), with the demo figures of YCT 1. */
export const DEMO_STUDENT = { email: 'student@qiao.example', name: 'ليلى أحمد' } as const;

/**
 * Signs in the demo student. Its password is printed once when the server first starts, so a
 * journey does what its owner would do without it: "forgot password", the link from the mail
 * the server wrote into its folder, a new password, then sign in.
 */
export async function signInDemoStudent(page: Page, lang: 'ar' | 'zh'): Promise<void> {
  const T = RESET_TEXT[lang];
  const password = `demo-student-${Date.now()}`;
  const earlier = await mailFileNames();
  await askForResetLink(page, lang, DEMO_STUDENT.email);
  await page.goto(resetLinkIn(await mailFromFolder(DEMO_STUDENT.email, earlier)));
  await page.getByLabel(T.newPassword, { exact: true }).fill(password);
  await page.getByLabel(T.confirmation).fill(password);
  await page.getByRole('button', { name: T.saveButton }).click();
  await expect(page.getByRole('status')).toContainText(T.done);
  await signInWithPassword(page, lang, { email: DEMO_STUDENT.email, password });
}
