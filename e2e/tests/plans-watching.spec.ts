import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { PLAN_TEXT } from './plans-texts';
import { registerLearner } from './sign-in';
import { WATCH_TEXT } from './watch-to-end-texts';

/**
 * Learning drives the plan (issue 19): a learner with an exam plan on the demo YCT course opens
 * today's first item from "my plan", watches that class hour to its last second in the player, and
 * finds the item done on "my plan" without touching the plan.
 */

const ITEM_DONE = { ar: 'منجز', zh: '已完成' } as const;
const ITEM_TODAY = { ar: 'اليوم', zh: '今天' } as const;

/** A date `days` after today in `timeZone`. */
function dateAhead(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The item of today's list whose class hour is `title`. */
function todayItem(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();
}

/** Plays the class hour's clip, muted, until it ends by itself. */
async function playToTheEnd(page: Page) {
  const video = page.getByTestId('class-hour-video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 40_000 })
    .toBe(true);
}

for (const lang of ['ar', 'zh'] as const) {
  const text = PLAN_TEXT[lang];
  const watch = WATCH_TEXT[lang];

  test.describe(`a plan followed by learning, ${lang}`, () => {
    test.use({ timezoneId: text.timezoneId });

    test("watching today's class hour to its end marks its plan item done", async ({ page }) => {
      await registerLearner(page, lang === 'ar' ? 'سلمى' : '小芳');

      // An exam plan for the YCT course, eight weeks ahead, seven study days a week: today holds
      // the first class hours whatever the weekday (five days a week would rest at the weekend).
      await page.goto(`/?lang=${text.lang}#/pages/mooc_list/mooc_list`);
      await page.getByRole('heading', { level: 3 }).getByRole('link', { name: text.yct }).click();
      await page.getByRole('button', { name: text.examPlan }).click();
      await page.locator('label', { hasText: text.sevenDays }).click();
      const examDate = page.getByLabel(text.examDate);
      await examDate.click();
      await examDate.fill(dateAhead(text.timezoneId, 56));
      await examDate.press('Enter');
      await expect(page.getByText(text.canMeet)).toBeVisible();
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.myPlan })).toBeVisible();

      const first = todayItem(page, watch.hours[0]);
      await expect(first).toContainText(ITEM_TODAY[lang]);

      // The item leads to its course; the learner starts there and watches the whole clip.
      await first.getByRole('link', { name: watch.hours[0], exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.yct })).toBeVisible();
      await page.getByRole('button', { name: watch.start }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${watch.hours[0]}`) }),
      ).toBeVisible();
      await playToTheEnd(page);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${watch.hours[0]}`) }),
      ).toContainText(watch.done);

      // Back on "my plan" from the top menu: the item is done, the next ones still today's.
      await page.getByRole('banner').getByRole('link', { name: text.myPlan }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.myPlan })).toBeVisible();
      await expect(todayItem(page, watch.hours[0])).toContainText(ITEM_DONE[lang]);
      await expect(todayItem(page, watch.hours[1])).toContainText(ITEM_TODAY[lang]);
      await page.screenshot({
        path: path.join(artifactsDir, `plans-watched-${lang}.png`),
        fullPage: true,
      });
    });
  });
}
