import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';

/**
 * A learner's records outside the MOOCs: a micro-lesson of the demo series resumes where it was
 * left and shows its progress, a document counts once opened, and both appear in the personal
 * centre's "my micro-lessons" and "my documents".
 */
const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

const TEXT = {
  ar: {
    series: 'التحيات اليومية',
    lesson: 'مرحبًا',
    vocabulary: 'مفردات HSK المستوى الأول',
    progress: 'تقدّمك',
    myLessons: 'دروسي المصغّرة',
    myDocuments: 'مستنداتي',
    resume: 'متابعة المشاهدة',
    documentKind: 'مستند',
    lessonKind: 'درس مصغّر',
  },
  zh: {
    lesson: '你好',
    vocabulary: 'HSK一级词汇表',
    myLessons: '我的微课',
    myDocuments: '我的文档',
  },
} as const;

function video(page: Page): Locator {
  return page.getByTestId('library-video');
}

const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(artifactsDir, name), fullPage: true });

test('in Arabic: a micro-lesson resumes where it was left, and the personal centre lists it and a document', async ({
  page,
}) => {
  // Registration, a few seconds of video, a PDF and two languages: a long journey on a busy machine.
  test.setTimeout(180_000);
  await registerLearner(page, 'نور');
  await page.goto('/?lang=al#/pages/wk_series_list/wk_series_list');
  await page.getByTestId('library-card').filter({ hasText: TEXT.ar.series }).click();
  await page.getByTestId('library-card').filter({ hasText: TEXT.ar.lesson }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.lesson })).toBeVisible();
  const progress = page.getByTestId('item-progress');
  await expect(progress).toContainText(TEXT.ar.progress);

  await expect(video(page)).toBeVisible();
  await video(page).evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(3);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());
  const left = await currentTime(page);
  // The pause is reported: the progress shown moves off zero.
  await expect(progress.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
  await shot(page, 'item-detail-ar.png');

  // Leave for the personal centre: the lesson is listed with its progress and a way back.
  await page.goto('/?lang=al#/pages/personal/personal');
  await page.getByRole('menuitem', { name: TEXT.ar.myLessons }).click();
  await expect(page.getByRole('heading', { level: 2, name: TEXT.ar.myLessons })).toBeVisible();
  const lessons = page.getByTestId('my-items');
  await expect(lessons.getByRole('link', { name: TEXT.ar.lesson })).toBeVisible();
  await expect(lessons).toContainText(TEXT.ar.lessonKind);
  await shot(page, 'my-lessons-ar.png');
  await lessons.getByRole('link', { name: TEXT.ar.resume }).click();

  await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.lesson })).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(left - 1);
  expect(await currentTime(page)).toBeLessThan(left + 1);

  // A document opened in the reader joins "my documents".
  await page.goto('/?lang=al#/pages/document/document');
  await page.getByTestId('library-card').filter({ hasText: TEXT.ar.vocabulary }).click();
  await expect(page.getByTestId('pdf-pages').locator('.page canvas').first()).toBeVisible();
  await page.goto('/?lang=al#/pages/personal/personal');
  await page.getByRole('menuitem', { name: TEXT.ar.myDocuments }).click();
  const documents = page.getByTestId('my-items');
  await expect(documents.getByRole('link', { name: TEXT.ar.vocabulary })).toBeVisible();
  await expect(documents).toContainText(TEXT.ar.documentKind);
  // The chosen section reads clearly: deep teal on a pale wash of it, not on grey.
  const chosen = page.getByRole('menuitem', { name: TEXT.ar.myDocuments });
  await expect(chosen).toHaveCSS('background-color', 'rgb(224, 242, 239)');
  await expect(chosen).toHaveCSS('color', 'rgb(11, 93, 87)');
  await shot(page, 'my-documents-ar.png');

  // The same lists in Chinese.
  await page.goto('/?lang=zh#/pages/personal/personal?section=documents');
  await expect(page.getByRole('heading', { level: 2, name: TEXT.zh.myDocuments })).toBeVisible();
  await expect(page.getByRole('link', { name: TEXT.zh.vocabulary })).toBeVisible();
  await shot(page, 'my-documents-zh.png');
  await page.getByRole('menuitem', { name: TEXT.zh.myLessons }).click();
  await expect(page.getByRole('link', { name: TEXT.zh.lesson })).toBeVisible();
  await shot(page, 'my-lessons-zh.png');
  await page.getByRole('link', { name: TEXT.zh.lesson }).click();
  await expect(page.getByTestId('item-progress')).toBeVisible();
  await shot(page, 'item-detail-zh.png');
});

test('a visitor watches a micro-lesson without any record call', async ({ page }) => {
  const recordCalls: string[] = [];
  page.on('request', (request) => {
    if (/saveItemRecord|updateLearningRecord|getStudyRecordByContentId/.test(request.url())) {
      recordCalls.push(request.url());
    }
  });
  await page.goto('/?lang=al#/pages/wk_series_list/wk_series_list');
  await page.getByTestId('library-card').filter({ hasText: TEXT.ar.series }).click();
  await page.getByTestId('library-card').filter({ hasText: TEXT.ar.lesson }).first().click();
  await video(page).evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());
  await expect(page.getByTestId('item-progress')).toHaveCount(0);
  expect(recordCalls).toEqual([]);
});
