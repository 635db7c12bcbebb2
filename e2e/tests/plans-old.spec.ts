import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { addCourse, OLD_TEXT } from './plans-old-steps';
import { PLAN_TEXT, type PlanLanguage } from './plans-texts';
import { registerLearner } from './sign-in';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, `plans-old-${name}.png`), fullPage: true });
}

/**
 * The old planner (issue 19: one engine, two faces), in Arabic and in Chinese, each run a new
 * learner of its own in its own time zone: a draft plan, courses added ("class hours must be added
 * first"), their order changed by drag and drop, the plan started; then the learning calendar's
 * private address shown, renewed and stopped, today's items on the home, and the personal centre's
 * completed plans.
 */
for (const lang of ['ar', 'zh'] as const satisfies readonly PlanLanguage[]) {
  const text = OLD_TEXT[lang];

  test.describe(`the old planner in ${lang}`, () => {
    test.use({ timezoneId: PLAN_TEXT[lang].timezoneId });

    test('the old planner: a draft, courses in a dragged order, started, and its calendar address', async ({
      page,
    }) => {
      await registerLearner(page, text.learner);
      await page.goto(`/?lang=${PLAN_TEXT[lang].lang}#/pages/plan/plan`);
      await page.getByRole('button', { name: text.startDraft }).click();

      // Starting before a course is added is refused with the spec's words.
      await page.getByRole('button', { name: text.start }).click();
      await expect(page.getByText(text.noCourses)).toBeVisible();

      await addCourse(page, text, text.hskKeyword, text.hsk);
      await addCourse(page, text, text.festivalsKeyword, text.festivals);
      const rows = page.getByRole('list', { name: text.orderList }).getByRole('listitem');
      await expect(rows.first()).toContainText(text.hsk);

      // Dragging the second course above the first puts it first, for the server too.
      await rows.nth(1).dragTo(rows.first());
      await expect(rows.first()).toContainText(text.festivals);
      await page.reload();
      await expect(
        page.getByRole('list', { name: text.orderList }).getByRole('listitem').first(),
      ).toContainText(text.festivals);
      await shoot(page, `${lang}-draft`);

      await page.getByRole('button', { name: text.start }).click();
      await expect(page.getByRole('button', { name: text.order })).toBeVisible();
      await shoot(page, `${lang}-running`);

      // The calendar's private address: shown, renewed (a new one), stopped.
      await page.getByRole('button', { name: text.calendar }).click();
      await page.getByRole('button', { name: text.showFeed }).click();
      const address = page.locator('code[dir="ltr"]');
      await expect(address).toContainText('/api/plan-feed/');
      const first = await address.textContent();
      const feed = await page.request.get(first!);
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain('BEGIN:VCALENDAR');
      await page.getByRole('button', { name: text.renew }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.renew }).click();
      await expect(page.getByText(text.renewed)).toBeVisible();
      await expect(address).not.toHaveText(first!);
      expect((await page.request.get(first!)).status()).toBe(404);
      await shoot(page, `${lang}-feed`);
      await page.getByRole('button', { name: text.revoke }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.revoke }).click();
      await expect(page.getByText(text.revoked)).toBeVisible();
      await expect(page.getByRole('button', { name: text.showFeed })).toBeVisible();

      // The home lists today's items of the running plan; the personal centre its completed plans.
      await page.goto(`/?lang=${PLAN_TEXT[lang].lang}#/`);
      await expect(page.getByRole('heading', { name: text.todayPlan })).toBeVisible();
      await shoot(page, `${lang}-home`);
      await page.goto(`/?lang=${PLAN_TEXT[lang].lang}#/pages/personal/personal?section=plans`);
      await expect(page.getByRole('heading', { name: text.personal })).toBeVisible();
      await expect(page.getByText(text.noCompleted)).toBeVisible();
    });
  });
}
