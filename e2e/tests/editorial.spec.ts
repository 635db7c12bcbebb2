import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './console-watch';
import { EDITORIAL_TEXT, type EditorialLanguage } from './editorial-texts';
import { readZip } from './read-zip';
import { buttonName } from './sign-in';

/**
 * The editorial sections over the demo catalogue, in Arabic and Chinese: news, announcements, a
 * teaching case, a silk-road item with "download all", and audio cards.
 */

const open = (page: Page, lang: EditorialLanguage, route: string) =>
  page.goto(`/?lang=${lang}#${route}`);

const cardLinks = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

for (const lang of ['ar', 'zh'] as const) {
  const T = EDITORIAL_TEXT[lang];

  test(`a reader opens the newest news, the announcements and a teaching case (${lang})`, async ({
    page,
  }) => {
    await open(page, lang, '/pages/news_list/news_list');
    await expect(page.getByRole('heading', { level: 1, name: T.newsTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: T.newestNews }).click();
    await expect(page).toHaveURL(/#\/pages\/news_list\/news_detail\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: T.newestNews })).toBeVisible();
    await expect(page.getByText(new RegExp(`${T.views}\\s*\\d+`))).toBeVisible();
    await page.getByRole('link', { name: T.backToNews }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.newsTitle })).toBeVisible();

    // Announcements: the demo has three; choosing one opens it above the list.
    await open(page, lang, '/pages/announcement/announcement');
    await expect(page.getByRole('heading', { level: 1, name: T.noticesTitle })).toBeVisible();
    const notices = page.getByRole('list', { name: T.noticesTitle }).getByRole('link');
    await expect(notices).toHaveCount(3);
    const firstNotice = (await notices.first().innerText()).trim();
    await notices.first().click();
    await expect(page.getByRole('heading', { level: 1, name: firstNotice })).toBeVisible();

    // Cases: the demo has four; the first opens with its body.
    await open(page, lang, '/pages/index/case_list');
    await expect(page.getByRole('heading', { level: 1, name: T.casesTitle })).toBeVisible();
    await expect(cardLinks(page)).toHaveCount(4);
    const caseTitle = (await cardLinks(page).first().innerText()).trim();
    await cardLinks(page).first().click();
    await expect(page).toHaveURL(/#\/pages\/index\/case_detail\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: caseTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: T.backToCases })).toBeVisible();
  });

  test(`a reader downloads every file of a silk-road item as one zip (${lang})`, async ({
    page,
  }) => {
    await open(page, lang, '/pages/silk_road/index');
    await expect(page.getByRole('heading', { level: 1, name: T.roadTitle })).toBeVisible();
    // The first item that has files.
    const withFiles = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: T.filesCount })
      .first();
    const title = (await withFiles.getByRole('link').innerText()).trim();
    await withFiles.getByRole('link').click();
    await expect(page).toHaveURL(/#\/pages\/silk_road\/detail\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The menu beside it lists the item among its section's items.
    await expect(
      page.getByRole('navigation', { name: T.roadMenu }).getByRole('menuitem', { name: title }),
    ).toBeVisible();

    // The heading gives the count; the list shows that many files (each with its own download
    // link), not the skeleton's placeholder rows that stand there while the list loads.
    const region = page.getByRole('region', { name: T.filesTitle });
    const heading = (await region.getByRole('heading', { level: 2 }).innerText()).trim();
    const fileCount = Number(/\((\d+)\)$/.exec(heading)?.[1]);
    expect(fileCount).toBeGreaterThan(0);
    const files = region.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(files).toHaveCount(fileCount);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.downloadAll }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const entries = readZip(await fs.readFile((await download.path())!));
    expect(Object.keys(entries)).toHaveLength(fileCount);
  });

  test(`a learner flips an audio card and hears it (${lang})`, async ({ page }) => {
    await open(page, lang, '/pages/home/card-cat');
    await expect(page.getByRole('heading', { level: 1, name: T.cardsTitle })).toBeVisible();
    await expect(cardLinks(page)).toHaveCount(2);
    const category = (await cardLinks(page).first().innerText()).trim();
    await cardLinks(page).first().click();
    await expect(page).toHaveURL(/#\/pages\/home\/card\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(6);

    // Flipping shows pinyin (Latin letters with tone marks) beside the character.
    const first = cards.first();
    await first.getByRole('button', { name: buttonName(T.flip) }).click();
    await expect(first.getByRole('button', { pressed: true })).toBeVisible();
    await expect(first.locator('[lang="zh-Latn"]')).toHaveText(/[a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]/i);

    // Its sound comes from a signed address and plays.
    const audio = first.locator('audio');
    const source = await audio.getAttribute('src');
    expect(source).toMatch(/^\/api\/editorial\/file\?token=/);
    const answer = await page.request.get(source!);
    expect(answer.headers()['content-type']).toMatch(/^audio\//);
    await first.getByRole('button', { name: buttonName(T.play) }).click();
    await expect
      .poll(() =>
        audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0 || element.ended),
      )
      .toBe(true);
  });
}
