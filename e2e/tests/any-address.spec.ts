import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { HOME_TEXT } from './catalogue-home-texts';
import { DRIVE_TEXT } from './drive-texts';
import { OLD_TEXT, startSevenDayPlan } from './plans-old-steps';
import { PLAN_TEXT } from './plans-texts';
import { buttonName, registerLearner, signInWithPassword } from './sign-in';
import { E2E_ADMIN } from '../playwright.config';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/**
 * The server's PUBLIC_URL names 127.0.0.1; a school's users may reach the same server by another
 * name (here `localhost`, as a LAN address would be). Signed in where PUBLIC_URL sends them, they
 * carry their session to the other address and use Qiao there: the home shows its catalogue and
 * a change (a new folder) is accepted, since the page's origin is the address it asked.
 */
async function openAtLocalhost(page: Page, lang: 'ar' | 'zh', hash: string) {
  const own = new URL(page.url());
  const other = `http://localhost:${own.port}`;
  const storage = await page.evaluate(() => ({ ...window.localStorage }));
  const session = (await page.context().cookies()).filter((cookie) => cookie.name !== '');
  await page
    .context()
    .addCookies(session.map(({ name, value }) => ({ name, value, url: other, httpOnly: true })));
  await page.goto(`${other}/?lang=${lang}#/`);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  await page.goto(`${other}/?lang=${lang}${hash}`);
  return other;
}

for (const lang of ['ar', 'zh'] as const) {
  test(`Qiao works at an address PUBLIC_URL does not name (${lang})`, async ({
    page,
    consoleWatch,
  }) => {
    // Covers the demo catalogue lacks answer 404 (see catalogue-home.spec.ts).
    consoleWatch.allow(/status of 404/);
    const home = HOME_TEXT[lang];
    const drive = DRIVE_TEXT[lang];
    await signInWithPassword(page, lang, E2E_ADMIN);
    const other = await openAtLocalhost(page, lang, '#/');
    await expect(page.getByRole('heading', { level: 1, name: home.homeTitle })).toBeVisible();
    const children = page.getByRole('region', { name: home.childCourses });
    await expect(children.getByRole('heading', { name: home.yct, exact: true })).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, `any-address-home-${lang}.png`) });

    await page.goto(`${other}/?lang=${lang}#/pages/shared-space/shared-space`);
    const folder = lang === 'ar' ? 'دروس من عنوان آخر' : '来自另一地址的课程';
    await page.getByRole('button', { name: drive.newFolder }).click();
    const dialog = page.getByRole('dialog', { name: drive.newFolder });
    await dialog.getByLabel(drive.folderName).fill(folder);
    await dialog.getByLabel(drive.folderName).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: folder })).toBeVisible();
    expect(new URL(page.url()).hostname).toBe('localhost');
    await page.screenshot({ path: path.join(artifactsDir, `any-address-drive-${lang}.png`) });
  });
}

for (const lang of ['ar', 'zh'] as const) {
  test.describe(`a plan at an address PUBLIC_URL does not name (${lang})`, () => {
    test.use({ timezoneId: PLAN_TEXT[lang].timezoneId });

    test(`my plan and the learning calendar work there (${lang})`, async ({
      page,
      consoleWatch,
    }) => {
      // Covers the demo catalogue lacks answer 404 on the home the address is first opened at.
      consoleWatch.allow(/status of 404/);
      const text = PLAN_TEXT[lang];
      const old = OLD_TEXT[lang];
      // A new learner of this run with a plan that has class hours today.
      await registerLearner(page, lang === 'ar' ? 'نادية' : '周敏');
      await startSevenDayPlan(page, lang);
      const other = await openAtLocalhost(page, lang, '#/pages/plan-new/my-plan');
      await expect(page.getByRole('heading', { level: 1, name: text.myPlan })).toBeVisible();

      // A change is accepted there: today's first class hour marked done.
      const todayItems = page.getByRole('region', { name: text.today });
      await expect(todayItems.getByRole('link').first()).toBeVisible();
      await todayItems.getByRole('button', { name: old.markDone }).first().click();
      await expect(page.getByText(old.marked)).toBeVisible();
      await page.screenshot({ path: path.join(artifactsDir, `any-address-my-plan-${lang}.png`) });

      // The learning calendar there: today's day chosen, its class hours listed and opening.
      await page.goto(`${other}/?lang=${lang}#/pages/plan/calendar`);
      await page.getByRole('button', { name: buttonName(old.today) }).click();
      const chosenDay = page.locator('section[aria-labelledby="calendar-chosen-day"]');
      await expect(chosenDay.getByRole('link').first()).toBeVisible();
      await page.screenshot({ path: path.join(artifactsDir, `any-address-calendar-${lang}.png`) });
      await chosenDay.getByRole('link').first().click();
      await expect(page).toHaveURL(/#\/pages\/mooc_details\/mooc_details\?.*hour=/);
      expect(new URL(page.url()).hostname).toBe('localhost');
    });
  });
}
