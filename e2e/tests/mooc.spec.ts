import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_LIVE_PROVIDER_URL } from '../playwright.config';
import { expect, test } from './console-watch';

/**
 * The course centre on the demo catalogue: filter the MOOC list, open a course, see its lessons
 * and class hours, open one; and the live classes with their status. Titles are the demo
 * catalogue's (issue 7's table).
 */
const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

const TEXT = {
  ar: {
    yct: 'YCT المستوى الأول: تعلّم الصينية بمرح',
    hsk: 'الدورة القياسية لاختبار HSK المستوى الأول',
    audience: 'الفئة',
    child: 'الأطفال',
    all: 'الكل',
    hoursOfLesson: 'الحصص: 7',
    start: 'ابدأ التعلّم',
    firstHour: 'الإحماء: مرحبًا',
  },
  zh: {
    yct: 'YCT一级：快乐学汉语',
    hsk: 'HSK一级标准教程',
    audience: '对象',
    child: '儿童',
    adult: '成人',
    lesson1: '第1课',
    hoursOfLesson: '课时：7',
    firstHour: '热身：你好',
    openLesson: '打开本课',
    liveNow: '直播中',
    ended: '已结束',
    signInToJoin: '登录后进入',
  },
} as const;

async function chooseFilter(page: Page, group: string, value: string) {
  await page.getByRole('group', { name: group }).getByText(value, { exact: true }).click();
}

function courseLink(page: Page, title: string) {
  return page.getByRole('heading', { level: 3 }).getByRole('link', { name: title });
}

test.describe('MOOCs', () => {
  test('in Arabic: filter by audience, open the YCT course, start learning', async ({ page }) => {
    await page.goto('/#/pages/mooc_list/mooc_list?lang=al');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(courseLink(page, TEXT.ar.yct)).toBeVisible();
    await expect(courseLink(page, TEXT.ar.hsk)).toBeVisible();

    await chooseFilter(page, TEXT.ar.audience, TEXT.ar.child);
    await expect(page).toHaveURL(/object=child/);
    await expect(courseLink(page, TEXT.ar.hsk)).toHaveCount(0);
    await expect(courseLink(page, TEXT.ar.yct)).toBeVisible();

    // The filter is in the address: a reload shows the same list.
    await page.reload();
    await expect(courseLink(page, TEXT.ar.hsk)).toHaveCount(0);

    await courseLink(page, TEXT.ar.yct).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.yct })).toBeVisible();
    await expect(page.getByText(TEXT.ar.hoursOfLesson).first()).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'mooc-details-ar.png'), fullPage: true });

    // A class hour opens on its own page, with the player.
    await page.getByRole('button', { name: TEXT.ar.start }).click();
    await expect(page).toHaveURL(/mooc_details_son\/mooc_details_son\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.firstHour })).toBeVisible();
    await expect(page.getByTestId('class-hour-video')).toBeVisible();
  });

  test('in Chinese: the v/mooc list, lesson 1 and its class hours', async ({ page }) => {
    await page.goto('/#/pages/v/mooc/index?lang=zh');
    await expect(courseLink(page, TEXT.zh.hsk)).toBeVisible();
    await chooseFilter(page, TEXT.zh.audience, TEXT.zh.child);
    await expect(courseLink(page, TEXT.zh.yct)).toBeVisible();
    await expect(courseLink(page, TEXT.zh.hsk)).toHaveCount(0);
    await chooseFilter(page, TEXT.zh.audience, TEXT.zh.adult);
    await expect(courseLink(page, TEXT.zh.hsk)).toBeVisible();
    await expect(courseLink(page, TEXT.zh.yct)).toHaveCount(0);
    await chooseFilter(page, TEXT.zh.audience, TEXT.zh.child);

    await courseLink(page, TEXT.zh.yct).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.zh.yct })).toBeVisible();
    const lesson1 = page.getByRole('button', { name: new RegExp(TEXT.zh.lesson1) }).first();
    await expect(lesson1).toBeVisible();
    await expect(lesson1).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(TEXT.zh.hoursOfLesson).first()).toBeVisible();

    // The first lesson is open: seven class hours, each a link to its own page.
    const hours = page.getByRole('list', { name: TEXT.zh.lesson1 });
    await expect(hours.getByRole('link')).toHaveCount(7);
    await page.screenshot({ path: path.join(artifactsDir, 'mooc-details-zh.png'), fullPage: true });
    await hours.getByRole('link').first().click();
    await expect(page).toHaveURL(/mooc_details_son\/mooc_details_son\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.zh.firstHour })).toBeVisible();
    await expect(page.getByTestId('class-hour-video')).toBeVisible();
    await page.goBack();

    await page.getByRole('link', { name: TEXT.zh.openLesson }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.zh.lesson1 })).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.zh.yct })).toBeVisible();
  });

  test('in Chinese: live classes show which one is on and which have ended', async ({ page }) => {
    await page.goto('/#/pages/index/course_list?lang=zh');
    await expect(page.getByText(TEXT.zh.liveNow, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(TEXT.zh.ended, { exact: true }).first()).toBeVisible();
    // A visitor is asked to sign in to enter the class on now; the page holds no room address.
    await expect(page.getByRole('button', { name: TEXT.zh.signInToJoin }).first()).toBeVisible();
    await expect(
      page.locator(`a[href^="${E2E_LIVE_PROVIDER_URL.replace('{room}', '')}"]`),
    ).toHaveCount(0);
    await page.screenshot({ path: path.join(artifactsDir, 'mooc-live-zh.png'), fullPage: true });
  });
});
