import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';

/**
 * Mock exams on a phone (390×844) in Arabic: the papers, a paper's start page and the exam itself
 * fit the screen (nothing scrolls sideways) and the question's options stay on it.
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Nothing is wider than the phone: neither the page nor the exam screen over it. */
async function expectNoSidewaysScroll(page: Page, within?: Locator) {
  const widths = await (within ?? page.locator('body')).evaluate((element) => ({
    page: document.scrollingElement?.scrollWidth ?? 0,
    element: element.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.inner).toBe(PHONE.width);
  expect(widths.page).toBeLessThanOrEqual(PHONE.width);
  expect(widths.element).toBeLessThanOrEqual(PHONE.width);
}

async function expectOnScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(-1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 1);
}

test('the papers, a start page and the exam fit a phone in Arabic', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 404/);
  // The passport's registration form is the desktop one.
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerLearner(page, 'متعلم الهاتف');
  await page.setViewportSize(PHONE);
  await page.goto('/?lang=ar#/pages/exam/list?family=yct');
  const card = page.locator('.ant-card').filter({ hasText: 'اختبار YCT 1 التجريبي' });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(card);

  await card.getByRole('link', { name: 'افتح' }).click();
  await expect(page.getByRole('heading', { name: 'اختبار YCT 1 التجريبي' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'ابدأ الاختبار' }).click();

  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  const screen = page.locator('[class*="examScreen"]');
  await expectNoSidewaysScroll(page, screen);
  await expectOnScreen(timer);
  await expectOnScreen(page.getByRole('radio', { name: 'غير مطابقة', exact: true }).locator('..'));
  await expectOnScreen(page.getByRole('button', { name: 'مراجعة القسم' }));
  await page.screenshot({ path: path.join(artifactsDir, 'exams-phone-paper-ar.png') });
});
