import type { Page } from '@playwright/test';
import { expect, test } from './console-watch';

/**
 * The library as a learner meets it, on the demo catalogue (issue 7's table): e-books turn their
 * own way, a PDF opens on its first page and goes to the second, a micro-lesson plays.
 */
const TEXT = {
  ar: {
    ebooks: 'الكتب الإلكترونية',
    documents: 'المستندات',
    next: 'الصفحة التالية',
    previous: 'الصفحة السابقة',
    pdfNext: 'الصفحة التالية',
    pageOneOf: /الصفحة 1 من \d+/,
    pageTwoOf: /الصفحة 2 من \d+/,
    series: 'التحيات اليومية',
  },
  zh: {
    ebooks: '电子书',
    documents: '文档',
    next: '下一页',
    previous: '上一页',
    pdfNext: '下一页',
    pageOneOf: /第 ?1 ?页/,
    pageTwoOf: /第 ?2 ?页/,
    series: '日常问候',
  },
} as const;

const BOOKS = {
  tadpole: { ar: 'الشراغيف الصغيرة تبحث عن أمها', zh: '小蝌蚪找妈妈' },
  guide: { ar: 'دليل المتعلم العربي إلى الصينية', zh: '阿拉伯学习者汉语入门' },
  vocabulary: { ar: 'مفردات HSK المستوى الأول', zh: 'HSK一级词汇表' },
} as const;

type Lang = keyof typeof TEXT;

async function open(page: Page, route: string, lang: Lang) {
  await page.goto(`/?lang=${lang === 'ar' ? 'al' : 'zh'}#${route}`);
}

/** The words on the book's page now showing (epub.js renders each chapter in its own frame). */
async function bookText(page: Page): Promise<string> {
  const frame = page.getByTestId('ebook-view').frameLocator('iframe');
  await expect(frame.locator('body')).not.toBeEmpty();
  return (await frame.locator('body').innerText()).trim();
}

/** Turns pages with the button until the next chapter's text shows (a chapter may span pages). */
async function turnToNextChapter(page: Page, nextName: string): Promise<string> {
  const before = await bookText(page);
  const place = page.getByTestId('ebook-place');
  for (let turns = 0; turns < 12; turns += 1) {
    const shown = await place.textContent();
    await page.getByRole('button', { name: nextName }).click();
    await expect(place).not.toHaveText(shown ?? '');
    if ((await bookText(page)) !== before) break;
  }
  const after = await bookText(page);
  expect(after).not.toBe(before);
  return after;
}

async function openBook(page: Page, lang: Lang, title: string) {
  await open(page, '/pages/ebook_list/ebook_list', lang);
  await expect(page.getByRole('heading', { name: TEXT[lang].ebooks })).toBeVisible();
  await page.getByTestId('library-card').filter({ hasText: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('ebook-place')).toContainText(/\d/);
}

for (const lang of ['ar', 'zh'] as const) {
  const T = TEXT[lang];

  test(`an e-book opens and its next page shows new text (${lang})`, async ({ page }) => {
    await openBook(page, lang, BOOKS.tadpole[lang]);
    const reader = page.getByRole('region', { name: BOOKS.tadpole[lang] });
    await expect(reader).toHaveAttribute('data-direction', 'ltr');
    await turnToNextChapter(page, T.next);
    // In a left-to-right book "next" sits on the right of "previous".
    const next = await page.getByRole('button', { name: T.next }).boundingBox();
    const previous = await page.getByRole('button', { name: T.previous }).boundingBox();
    expect(next!.x).toBeGreaterThan(previous!.x);
  });

  test(`a right-to-left e-book turns towards the left, by button and by arrow key (${lang})`, async ({
    page,
  }) => {
    await openBook(page, lang, BOOKS.guide[lang]);
    const reader = page.getByRole('region', { name: BOOKS.guide[lang] });
    await expect(reader).toHaveAttribute('data-direction', 'rtl');
    const next = await page.getByRole('button', { name: T.next }).boundingBox();
    const previous = await page.getByRole('button', { name: T.previous }).boundingBox();
    expect(next!.x).toBeLessThan(previous!.x);
    await turnToNextChapter(page, T.next);
    // ArrowLeft goes forward and ArrowRight back in a right-to-left book.
    const place = page.getByTestId('ebook-place');
    const here = (await place.textContent()) ?? '';
    await reader.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(place).not.toHaveText(here);
    await page.keyboard.press('ArrowRight');
    await expect(place).toHaveText(here);
  });

  test(`a PDF opens on page 1 and goes to page 2 (${lang})`, async ({ page }) => {
    await open(page, '/pages/document/document', lang);
    await expect(page.getByRole('heading', { name: T.documents })).toBeVisible();
    await page.getByTestId('library-card').filter({ hasText: BOOKS.vocabulary[lang] }).click();
    const pages = page.getByTestId('pdf-pages');
    await expect(pages.locator('.page[data-page-number="1"] canvas')).toBeVisible();
    await expect(page.getByText(T.pageOneOf)).toBeVisible();
    await page.getByRole('button', { name: T.pdfNext }).click();
    await expect(page.getByText(T.pageTwoOf)).toBeVisible();
    await expect(pages.locator('.page[data-page-number="2"] canvas')).toBeVisible();
  });

  test(`a micro-lesson of a series plays (${lang})`, async ({ page }) => {
    await open(page, '/pages/wk_series_list/wk_series_list', lang);
    await page.getByTestId('library-card').filter({ hasText: T.series }).click();
    await expect(page.getByRole('heading', { name: T.series })).toBeVisible();
    await page.getByTestId('library-card').first().click();
    const video = page.getByTestId('library-video');
    await expect(video).toBeVisible();
    await expect(video.locator('track')).not.toHaveCount(0);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.3);
  });
}
