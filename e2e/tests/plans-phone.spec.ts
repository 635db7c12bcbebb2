import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { OLD_TEXT, startSevenDayPlan } from './plans-old-steps';
import { PLAN_TEXT, type PlanLanguage } from './plans-texts';
import { registerLearner } from './sign-in';

/**
 * A learner's plan on a phone (390×844), in Arabic (right to left) and in Chinese: "my plan" and
 * the learning calendar fit the screen (no sideways scroll), the week's and the month's days are
 * all on the screen, today's items are listed and open, and the phone menu leads to "my plan".
 * Each run makes its own learner with a plan of seven study days a week, so today has items
 * whatever day the test runs.
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Today in the learner's time zone, as the plan pages reckon it. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** The page is no wider than the phone (a phone widens its layout to fit what spills over). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect(width.scroll).toBeLessThanOrEqual(width.inner);
  expect(width.inner).toBe(PHONE.width);
}

/** The element lies across the phone's width, not past either edge. */
async function expectOnScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(-1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 1);
}

/** The element lies inside its panel, not over either edge (a wide field can spill out of it). */
async function expectWithin(locator: Locator, panel: Locator) {
  const [box, outer] = await Promise.all([locator.boundingBox(), panel.boundingBox()]);
  expect(box).not.toBeNull();
  expect(outer).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(outer!.x - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 1);
}

/** Each element's text fits inside it (no words drawn over a neighbour). */
async function expectTextFits(locator: Locator) {
  const overflowing = await locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
  expect(overflowing).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(artifactsDir, `plans-phone-${name}.png`),
    fullPage: true,
  });
}

for (const lang of ['ar', 'zh'] as const satisfies readonly PlanLanguage[]) {
  const text = PLAN_TEXT[lang];
  const old = OLD_TEXT[lang];

  test.describe(`plans on a phone in ${lang}`, () => {
    test.use({ timezoneId: text.timezoneId });

    test('my plan and the learning calendar fit a phone, with today’s items in reach', async ({
      page,
      consoleWatch,
    }) => {
      // Covers the demo catalogue lacks, on the phone site's home.
      consoleWatch.allow(/status of 404/);
      // A plan of seven days a week from today, made at a desktop's width (the passport's
      // registration form is the desktop one).
      await page.setViewportSize({ width: 1280, height: 800 });
      await registerLearner(page, lang === 'ar' ? 'سلمى' : '陈静');
      await startSevenDayPlan(page, lang);
      await page.setViewportSize(PHONE);
      const today = todayIn(text.timezoneId);

      // "My plan": today's items, and the seven days of the week, all across the screen.
      await page.goto(`/?lang=${text.lang}#/pages/plan-new/my-plan`);
      await expect(page.getByRole('heading', { level: 1, name: text.myPlan })).toBeVisible();
      const todayItems = page.getByRole('region', { name: text.today });
      await expect(todayItems.getByRole('link').first()).toBeVisible();
      await expectOnScreen(todayItems.getByRole('link').first());
      const week = page.getByRole('group', { name: old.weekLabel }).getByRole('button');
      await expect(week).toHaveCount(7);
      for (const day of await week.all()) {
        await expect(day).toBeVisible();
        await expectOnScreen(day);
      }
      await expectTextFits(week);
      await expectNoSidewaysScroll(page);
      await shoot(page, `${lang}-my-plan`);

      // The learning calendar: the month's days on the screen, today among them, its items below.
      await page.goto(`/?lang=${text.lang}#/pages/plan/calendar`);
      const todayCell = page.locator(`[data-date="${today}"]`);
      await expect(todayCell).toBeVisible();
      const days = page.locator('[data-date]');
      expect(await days.count()).toBeGreaterThanOrEqual(28);
      for (const day of await days.all()) await expectOnScreen(day);
      // The weekday heads (antd draws them as the month table's column heads) fit their columns.
      await expectTextFits(page.locator('.ant-picker-content th'));
      await expectNoSidewaysScroll(page);
      await todayCell.click();
      const chosenDay = page.locator('section[aria-labelledby="calendar-chosen-day"]');
      const firstItem = chosenDay.getByRole('link').first();
      await expect(firstItem).toBeVisible();
      await expectOnScreen(firstItem);
      await shoot(page, `${lang}-calendar`);
      // Today's class hour opens on its course's page.
      await firstItem.click();
      await expect(page).toHaveURL(/#\/pages\/mooc_details\/mooc_details\?.*hour=/);

      // The phone site's menu has "my plan", as the desktop menu has.
      await page.goto(`/mobile/?lang=${text.lang}#/`);
      await page.getByRole('banner').getByRole('button', { name: old.menu, exact: true }).click();
      await page
        .getByRole('navigation', { name: old.menu, exact: true })
        .getByRole('link', { name: text.myPlan })
        .click();
      await expect(page).toHaveURL(/#\/pages\/plan-new\/my-plan$/);
      await expect(page.getByRole('heading', { level: 1, name: text.myPlan })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // Adjusting the plan fits too: the loads, and the plan's courses with their "also study"
      // choosers.
      await page.goto(`/?lang=${text.lang}#/pages/plan-new/change-plan`);
      // Two choosers once the plan's courses are read: its one course's items, and a course to add.
      const courses = page.locator('section[aria-labelledby="plan-courses-title"]');
      await expect(courses.getByRole('combobox')).toHaveCount(2);
      await expectNoSidewaysScroll(page);
      for (const panel of await page.locator('section').all()) {
        const inside = panel.locator('.ant-select, .ant-form-item-extra');
        for (const field of await inside.all()) await expectWithin(field, panel);
      }
      await shoot(page, `${lang}-change-plan`);
    });
  });
}
