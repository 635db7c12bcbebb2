import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';

/**
 * Every study-plan page of the spec (§2: plan/* and plan-new/*) opens for a learner without a plan
 * yet, in Arabic (right to left) and in Chinese: a page with its own heading, never the app's
 * "page not found" or "could not load".
 */
const PLAN_PAGES = [
  '/pages/plan-new/my-plan',
  '/pages/plan-new/make-plan',
  '/pages/plan-new/make-plan-detail',
  '/pages/plan-new/join',
  '/pages/plan-new/change-plan',
  '/pages/plan-new/complete-plan',
  '/pages/plan/plan',
  '/pages/plan/plan_list',
  '/pages/plan/calendar',
  '/pages/plan/adjust-plan',
  '/pages/plan/complete-plan',
];

const TEXT = {
  ar: { lang: 'al', dir: 'rtl', notFound: 'الصفحة غير موجودة', loadError: 'تعذّر تحميل الصفحة' },
  zh: { lang: 'zh', dir: 'ltr', notFound: '页面不存在', loadError: '页面加载失败' },
} as const;

for (const lang of ['ar', 'zh'] as const) {
  const text = TEXT[lang];
  test(`${lang}: every plan page of the spec opens`, async ({ page }) => {
    await registerLearner(page, lang === 'ar' ? 'هدى' : '小兰');
    for (const route of PLAN_PAGES) {
      await page.goto(`/?lang=${text.lang}#${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
      await expect(page.locator('html'), route).toHaveAttribute('dir', text.dir);
      await expect(page.getByText(text.notFound), route).toHaveCount(0);
      await expect(page.getByText(text.loadError), route).toHaveCount(0);
    }
  });
}
