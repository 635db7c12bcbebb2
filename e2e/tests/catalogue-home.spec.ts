import path from 'node:path';
import { expect, test } from './console-watch';
import { HOME_TEXT } from './catalogue-home-texts';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

// Catalogue covers are served by the media part; until a cover exists the card draws its own art.
test.beforeEach(({ consoleWatch }) => consoleWatch.allow(/\/api\/content\/image\/.*404/));

for (const language of ['ar', 'zh'] as const) {
  const text = HOME_TEXT[language];

  test.describe(`the new home and search (${language})`, () => {
    test('the home shows the demo catalogue: courses by audience, news and hot words', async ({
      page,
    }) => {
      await page.goto(`/${text.query}`);
      await expect(page.getByRole('heading', { level: 1, name: text.homeTitle })).toBeVisible();
      const children = page.getByRole('region', { name: text.childCourses });
      await expect(children.getByRole('link', { name: new RegExp(text.yct) })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(text.festivals) })).toBeVisible();
      const news = page.getByRole('region', { name: text.latestNews });
      await expect(news.getByRole('link').first()).toHaveText(text.newestNews);
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
      const result = page.getByRole('link', { name: new RegExp(text.yct) });
      await expect(result).toBeVisible();
      await page.screenshot({
        path: path.join(artifactsDir, `catalogue-search-${language}.png`),
        fullPage: true,
      });

      await page.getByRole('tab', { name: text.gamesTab }).click();
      await expect(page.getByText(text.noGames)).toBeVisible();
      await page.goBack();
      await page.getByRole('link', { name: new RegExp(text.yct) }).click();
      await expect(page).toHaveURL(/#\/pages\/mooc_details\/mooc_details\?id=[0-9a-f-]{36}$/);
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
