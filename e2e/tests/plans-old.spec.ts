import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from '../playwright.config';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';

/**
 * The old planner in Arabic (issue 19: one engine, two faces): a draft plan, courses added ("class
 * hours must be added first"), their order changed by drag and drop, the plan started; then the
 * learning calendar's private address shown, renewed and stopped, today's items on the home, and
 * the personal centre's completed plans.
 */
const TEXT = {
  startDraft: 'ابدأ خطة',
  addCourse: 'أضف دورة',
  courseLabel: 'الدورة',
  start: 'ابدأ الدراسة',
  order: 'ترتيب الدورات',
  orderList: 'الدورات بترتيبها',
  hsk: 'الدورة القياسية لاختبار HSK المستوى الأول',
  festivals: 'الأعياد الصينية التقليدية',
  calendar: 'تقويم التعلّم',
  showFeed: 'اعرض عنوان التقويم',
  copy: 'انسخ العنوان',
  renew: 'جدّد العنوان',
  renewed: 'العنوان الجديد جاهز',
  revoke: 'أوقف المشاركة',
  revoked: 'لم يعد عنوان التقويم يعمل',
  todayPlan: 'خطة اليوم',
  personal: 'الخطط المكتملة',
  noCompleted: 'لا توجد خطط مكتملة بعد.',
};

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, `plans-old-${name}.png`), fullPage: true });
}

async function addCourse(page: Page, keyword: string, title: string) {
  await page.getByLabel(TEXT.courseLabel, { exact: true }).click();
  await page.getByLabel(TEXT.courseLabel, { exact: true }).fill(keyword);
  // antd draws the visible choices beside a hidden list of options for screen readers.
  await page.locator('.ant-select-item-option', { hasText: title }).click();
  await page.getByRole('button', { name: TEXT.addCourse }).click();
  await expect(page.getByRole('list', { name: TEXT.orderList }).getByText(title)).toBeVisible();
}

test.use({ timezoneId: 'Asia/Riyadh' });

test('the old planner: a draft, courses in a dragged order, started, and its calendar address', async ({
  page,
}) => {
  await registerLearner(page, 'عمر');
  await page.goto('/?lang=al#/pages/plan/plan');
  await page.getByRole('button', { name: TEXT.startDraft }).click();

  // Starting before a course is added is refused with the spec's words.
  await page.getByRole('button', { name: TEXT.start }).click();
  await expect(page.getByText('يجب إضافة الحصص أولًا')).toBeVisible();

  await addCourse(page, 'HSK', TEXT.hsk);
  await addCourse(page, 'الأعياد', TEXT.festivals);
  const rows = page.getByRole('list', { name: TEXT.orderList }).getByRole('listitem');
  await expect(rows.first()).toContainText(TEXT.hsk);

  // Dragging the second course above the first puts it first, for the server too.
  await rows.nth(1).dragTo(rows.first());
  await expect(rows.first()).toContainText(TEXT.festivals);
  await page.reload();
  await expect(
    page.getByRole('list', { name: TEXT.orderList }).getByRole('listitem').first(),
  ).toContainText(TEXT.festivals);
  await shoot(page, 'draft');

  await page.getByRole('button', { name: TEXT.start }).click();
  await expect(page.getByRole('button', { name: TEXT.order })).toBeVisible();
  await shoot(page, 'running');

  // The calendar's private address: shown, renewed (a new one), stopped.
  await page.getByRole('button', { name: TEXT.calendar }).click();
  await page.getByRole('button', { name: TEXT.showFeed }).click();
  const address = page.locator('code[dir="ltr"]');
  await expect(address).toContainText('/api/plan-feed/');
  const first = await address.textContent();
  const feed = await page.request.get(first!);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await page.getByRole('button', { name: TEXT.renew }).click();
  await page.getByRole('dialog').getByRole('button', { name: TEXT.renew }).click();
  await expect(page.getByText(TEXT.renewed)).toBeVisible();
  await expect(address).not.toHaveText(first!);
  expect((await page.request.get(first!)).status()).toBe(404);
  await shoot(page, 'feed');
  await page.getByRole('button', { name: TEXT.revoke }).click();
  await page.getByRole('dialog').getByRole('button', { name: TEXT.revoke }).click();
  await expect(page.getByText(TEXT.revoked)).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.showFeed })).toBeVisible();

  // The home lists today's items of the running plan; the personal centre its completed plans.
  await page.goto('/?lang=al#/');
  await expect(page.getByRole('heading', { name: TEXT.todayPlan })).toBeVisible();
  await shoot(page, 'home');
  await page.goto('/?lang=al#/pages/personal/personal?section=plans');
  await expect(page.getByRole('heading', { name: TEXT.personal })).toBeVisible();
  await expect(page.getByText(TEXT.noCompleted)).toBeVisible();
});
