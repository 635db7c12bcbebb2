import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';

/**
 * Watching a class hour of the demo YCT course: the demo clips (H.264 in MP4) play in Debian's
 * Chromium, the position is saved on leaving and comes back on return, and the class hour after
 * an unfinished one explains that it is locked.
 */
const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

const TEXT = {
  ar: {
    yct: 'YCT المستوى الأول: تعلّم الصينية بمرح',
    start: 'ابدأ التعلّم',
    firstHour: 'الإحماء: مرحبًا',
    secondHour: 'المفردات الجديدة: مرحبًا',
    speed: 'سرعة التشغيل',
    locked: 'هذه الحصة مقفلة',
    lockedWhy: 'يجب إنهاء الحصة السابقة أولًا: «الإحماء: مرحبًا»',
    goToPrevious: 'انتقل إلى الحصة السابقة',
    progress: 'تقدّمك في الدورة',
    continue: 'تابع التعلّم',
    continueAt: 'تابع من: ',
    // 84 takes the accusative singular in Arabic (ICU "many"): حصةً.
    hoursDone: '0 من 84 حصةً',
  },
  zh: {
    firstHour: '热身：你好',
    locked: '该课时尚未解锁',
    lockedWhy: '请先学完上一课时：“热身：你好”',
    next: '下一课时',
  },
} as const;

function video(page: Page): Locator {
  return page.getByTestId('class-hour-video');
}

const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Plays the clip (muted, as autoplay rules want) until it has run `seconds`. */
async function playFor(page: Page, seconds: number) {
  await expect(video(page)).toBeVisible();
  await video(page).evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(seconds);
}

test.describe('the class-hour player', () => {
  test('in Arabic: watch part of a class hour, leave, come back where it was left', async ({
    page,
  }) => {
    await registerLearner(page, 'سلمى');
    await page.goto('/#/pages/mooc_list/mooc_list?lang=al');
    await page.getByRole('heading', { level: 3 }).getByRole('link', { name: TEXT.ar.yct }).click();
    await page.getByRole('button', { name: TEXT.ar.start }).click();
    await expect(page).toHaveURL(/mooc_details_son\/mooc_details_son/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.firstHour })).toBeVisible();
    await expect(page.getByLabel(TEXT.ar.speed)).toBeVisible();
    // The content's captions are tracks of the video, the Arabic one on by default.
    await expect(video(page).locator('track[srclang="ar"]')).toHaveAttribute('default', '');

    await playFor(page, 3);
    // The demo clip really decodes: it has a picture.
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(artifactsDir, 'player-ar.png'), fullPage: true });
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    const left = await currentTime(page);

    // Leave for the course page: it shows the learner's progress and the way back.
    await page.getByRole('navigation').getByRole('link', { name: TEXT.ar.yct }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.yct })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.ar.progress })).toBeVisible();
    await page.getByRole('button', { name: TEXT.ar.continue }).click();

    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.firstHour })).toBeVisible();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(left - 1);
    expect(await currentTime(page)).toBeLessThan(left + 1);

    // A reload (another visit, nothing cached) resumes there too.
    await page.reload();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(left - 1);

    // The next class hour waits for this one and says so.
    await page.getByTestId('next-class-hour').click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.secondHour })).toBeVisible();
    const locked = page.getByTestId('class-hour-locked');
    await expect(locked).toContainText(TEXT.ar.locked);
    await expect(locked).toContainText(TEXT.ar.lockedWhy);
    await expect(video(page)).toHaveCount(0);
    await page.screenshot({
      path: path.join(artifactsDir, 'player-locked-ar.png'),
      fullPage: true,
    });
    await locked.getByRole('link', { name: TEXT.ar.goToPrevious }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.firstHour })).toBeVisible();

    // The home page leads back to the class hour opened last.
    await page.goto('/#/');
    const back = page.getByRole('region', { name: TEXT.ar.continue });
    await expect(back).toContainText(TEXT.ar.yct);
    await back.getByRole('link', { name: `${TEXT.ar.continueAt}${TEXT.ar.firstHour}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.firstHour })).toBeVisible();

    // The personal centre lists the course with its progress.
    await page.goto('/#/pages/personal/personal?section=moocs');
    await expect(page.getByRole('link', { name: TEXT.ar.yct })).toBeVisible();
    await expect(page.getByText(TEXT.ar.hoursDone)).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'my-moocs-ar.png'), fullPage: true });
  });

  test('in Chinese: the locked class hour explains itself', async ({ page }) => {
    await registerLearner(page, '小明');
    await page.goto('/?lang=zh#/pages/mooc_list/mooc_list');
    await page.getByRole('heading', { level: 3 }).getByRole('link').first().click();
    await page.getByRole('button', { name: '开始学习' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.zh.firstHour })).toBeVisible();
    await playFor(page, 1);
    await page.getByTestId('next-class-hour').click();
    const locked = page.getByTestId('class-hour-locked');
    await expect(locked).toContainText(TEXT.zh.locked);
    await expect(locked).toContainText(TEXT.zh.lockedWhy);
    await page.screenshot({
      path: path.join(artifactsDir, 'player-locked-zh.png'),
      fullPage: true,
    });
  });
});
