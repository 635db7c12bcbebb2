import type { Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { signInWithPassword } from './sign-in';
import { E2E_ADMIN } from '../playwright.config';

/**
 * The app runs under its own strict content policy (no `eval`, Qiao's origin only): opening the
 * main pages must not make the browser block anything, in Arabic and in Chinese.
 */
const MAIN_PAGES = [
  '#/',
  '#/pages/mooc_list/mooc_list',
  '#/pages/index/course_list',
  '#/pages/search/search',
  '#/pages/shared-space/shared-space',
  '#/pages/personal/personal',
];

/** Collects the policy violations the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:` +
          `${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

for (const lang of ['ar', 'zh'] as const) {
  test(`the main pages break no content policy rule (${lang})`, async ({ page }) => {
    const violations = await watchViolations(page);
    await signInWithPassword(page, lang, E2E_ADMIN);
    for (const hash of MAIN_PAGES) {
      await page.goto(`/?lang=${lang}${hash}`);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
}
