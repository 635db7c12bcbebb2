import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { HOME_TEXT } from './catalogue-home-texts';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Covers are served by the media part of the catalogue. Where it answers 404 for an image the card
 * still shows its title; the console line of such a 404 names no address, so the addresses of all
 * 404s are checked here instead: covers only, never a call or a script.
 */
let missing: string[] = [];
test.beforeEach(({ page, consoleWatch }) => {
  missing = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  consoleWatch.allow(/status of 404/);
});
test.afterEach(() => {
  expect(missing.filter((path) => !path.startsWith('/api/content/image/'))).toEqual([]);
});

/** A content card, found by its title exactly (news may quote a course's title). */
const card = (page: Page, title: string, scope: Page | Locator = page) =>
  scope.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const language of ['ar', 'zh'] as const) {
  const text = HOME_TEXT[language];

  test.describe(`the new home and search (${language})`, () => {
    test('the home shows the demo catalogue: courses by audience, news and hot words', async ({
      page,
    }) => {
      await page.goto(`/${text.query}`);
      await expect(page.getByRole('heading', { level: 1, name: text.homeTitle })).toBeVisible();
      const children = page.getByRole('region', { name: text.childCourses });
      await expect(card(page, text.yct, children)).toBeVisible();
      await expect(card(page, text.festivals).first()).toBeVisible();
      const news = page.getByRole('region', { name: text.latestNews });
      await expect(news.getByRole('listitem').first().getByRole('link')).toHaveText(
        text.newestNews,
      );
      const hot = page.getByRole('region', { name: text.hotWords }).first();
      await expect(hot.getByRole('link', { name: 'HSK' })).toBeVisible();
      await page.screenshot({
        path: path.join(artifactsDir, `catalogue-home-${language}.png`),
        fullPage: true,
      });
    });

    test('searching kuaile finds the YCT course, which opens on its MOOC page', async ({
      page,
    }) => {
      await page.goto(`/${text.query}`);
      await page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: text.searchMenu })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: text.searchTitle })).toBeVisible();
      await page.getByRole('searchbox', { name: text.searchField }).fill('kuaile');
      await page.getByRole('button', { name: text.searchButton }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(text.resultsFor) }),
      ).toContainText('kuaile');
      await expect(card(page, text.yct)).toBeVisible();
      await page.screenshot({
        path: path.join(artifactsDir, `catalogue-search-${language}.png`),
        fullPage: true,
      });

      await page.getByRole('tab', { name: text.gamesTab }).click();
      await expect(page.getByText(text.noGames)).toBeVisible();
      await page.goBack();
      await card(page, text.yct).click();
      await expect(page).toHaveURL(/#\/pages\/mooc_details\/mooc_details\?id=[0-9a-f-]{36}$/);
    });

    test('the games tab finds all six games, and one opens the games page at that game', async ({
      page,
    }) => {
      await page.goto(
        `/${text.query}#/pages/search/search_res?keyword=${encodeURIComponent(text.gamesWord)}&tab=games`,
      );
      const results = page.getByRole('tabpanel');
      await expect(results.getByRole('link')).toHaveCount(6);
      await results.getByRole('link', { name: new RegExp(text.toneGame) }).click();
      await expect(page).toHaveURL(/#\/pages\/games\/games\?game=toneListening$/);
      // A visitor is asked to sign in before playing: scores are kept per learner.
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.goBack();
      await page.goto(`/${text.query}#/pages/games/games`);
      await expect(page.getByRole('heading', { level: 1, name: text.gamesTitle })).toBeVisible();
    });

    test('the search page remembers searches until they are cleared', async ({ page }) => {
      await page.goto(`/${text.query}#/pages/search/search`);
      await page.getByRole('searchbox', { name: text.searchField }).fill('HSK');
      await page.getByRole('searchbox', { name: text.searchField }).press('Enter');
      await expect(page).toHaveURL(/search_res\?keyword=HSK/);
      await page.goto(`/${text.query}#/pages/search/search_new`);
      const history = page.getByRole('region', { name: text.history });
      await expect(history.getByRole('link', { name: 'HSK' })).toBeVisible();
      await history.getByRole('button', { name: text.clearHistory }).click();
      await expect(history.getByRole('link')).toHaveCount(0);
    });
  });
}
