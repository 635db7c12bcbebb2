import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { PLAN_TEXT, type PlanLanguage } from './plans-texts';
import { buttonName, registerLearner } from './sign-in';

/**
 * Study plans as a learner makes and changes them (issue 19), in Arabic and in Chinese, each in
 * its own time zone: an exam plan for the demo YCT course (a date too near is refused clearly, a
 * later one gets its daily load), a lowered daily load whose moved class hours appear on the
 * later days of the learning calendar, and a pre-made series plan joined.
 */

/** A date `days` after today in `timeZone`, as the plan pages reckon it. */
function dateAhead(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function chooseDate(page: Page, label: RegExp | string, date: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, `plans-${name}.png`), fullPage: true });
}

for (const lang of ['ar', 'zh'] as const satisfies readonly PlanLanguage[]) {
  const text = PLAN_TEXT[lang];

  test.describe(`study plans in ${lang}`, () => {
    test.use({ timezoneId: text.timezoneId });

    test('an exam plan, a lowered daily load seen on the calendar, and a series plan joined', async ({
      page,
    }) => {
      await registerLearner(page, lang === 'ar' ? 'ليلى' : '李明');

      // The course page offers a plan towards an exam.
      await page.goto(`/?lang=${text.lang}#/pages/mooc_list/mooc_list`);
      await page.getByRole('heading', { level: 3 }).getByRole('link', { name: text.yct }).click();
      await page.getByRole('button', { name: text.examPlan }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.examTitle })).toBeVisible();

      // Three days are not enough for the course's class hours: said plainly, nothing to send.
      await chooseDate(page, text.examDate, dateAhead(text.timezoneId, 3));
      await expect(page.getByText(text.cannotMeet)).toBeVisible();
      await expect(page.getByRole('button', { name: text.submit })).toBeDisabled();

      // Eight weeks are: the proposal names the daily load, and the plan is made with it.
      await chooseDate(page, text.examDate, dateAhead(text.timezoneId, 56));
      await expect(page.getByText(text.canMeet)).toBeVisible();
      await shoot(page, `${lang}-exam-plan`);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(/plan-new\/my-plan\?plan=/);
      await expect(page.getByRole('heading', { level: 1, name: text.myPlan })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.today })).toBeVisible();
      await shoot(page, `${lang}-my-plan`);

      // Lowering the daily load previews the class hours moving to later days, then moves them.
      await page.getByRole('button', { name: text.changePlan }).click();
      const load = page.getByRole('spinbutton', { name: text.loadOf(text.yct) });
      const before = Number(await load.inputValue());
      expect(before).toBeGreaterThan(1);
      await load.fill(String(before - 1));
      await page.getByRole('button', { name: buttonName(text.apply) }).click();
      const dialog = page.getByRole('dialog');
      const firstDay = dialog.getByTestId('load-preview').locator('li[data-date]').first();
      await expect(firstDay).toBeVisible();
      const movedTo = (await firstDay.getAttribute('data-date'))!;
      const movedTitle = (await firstDay.locator('bdi').first().textContent())!;
      await shoot(page, `${lang}-lower-load`);
      await dialog.getByRole('button', { name: buttonName(text.moveThem) }).click();
      await expect(page.getByText(text.moved)).toBeVisible();

      // The learning calendar shows the moved class hour on its new, later day.
      await page.getByRole('link', { name: text.calendar }).click();
      const today = dateAhead(text.timezoneId, 0);
      const monthsAhead =
        (Number(movedTo.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
        Number(movedTo.slice(5, 7)) -
        Number(today.slice(5, 7));
      for (let month = 0; month < monthsAhead; month += 1) {
        await page.getByRole('button', { name: text.nextMonth }).click();
      }
      await page.locator(`[data-date="${movedTo}"]`).click();
      const chosenDay = page.locator('section[aria-labelledby="calendar-chosen-day"]');
      await expect(chosenDay.getByRole('link', { name: movedTitle })).toBeVisible();
      await shoot(page, `${lang}-calendar`);

      // A pre-made series plan, joined from its page.
      await page.goto(`/?lang=${text.lang}#/pages/plan-new/my-plan`);
      await page.getByRole('button', { name: text.join }).click();
      await page
        .locator('.ant-card', { hasText: text.series })
        .getByRole('link', { name: text.details })
        .click();
      await expect(page.getByRole('heading', { name: text.series }).first()).toBeVisible();
      await page.getByRole('button', { name: buttonName(text.joinSubmit) }).click();
      await expect(page).toHaveURL(/plan-new\/my-plan\?plan=/);
      await expect(page.getByRole('tab', { name: text.series, selected: true })).toBeVisible();
      await shoot(page, `${lang}-joined`);
    });
  });
}
