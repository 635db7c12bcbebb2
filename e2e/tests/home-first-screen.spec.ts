import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { HOME_TEXT } from './catalogue-home-texts';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Holds back the app's scripts until released, as a slow connection would: what the visitor sees
 * meanwhile is what the server drew into the page.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const boxOf = async (image: Locator) => {
  const box = await image.boundingBox();
  if (!box) throw new Error('the cover is not on the screen');
  return { width: Math.round(box.width), height: Math.round(box.height) };
};

for (const language of ['ar', 'zh'] as const) {
  const text = HOME_TEXT[language];

  test.describe(`the home's first screen (${language})`, () => {
    test('before any script arrives the first banner shows, and the app takes its place at the same size', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      // Module scripts hold DOMContentLoaded back: the page is read as soon as it arrives.
      await page.goto(`/${text.query}`, { waitUntil: 'commit' });
      const screen = page.locator('#qiao-first-screen');
      await expect(screen.getByRole('heading', { name: text.yct })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const cover = screen.locator('img');
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(640);
      const drawnByServer = await boxOf(cover);
      await page.screenshot({
        path: path.join(artifactsDir, `home-first-screen-${language}.png`),
      });

      release();
      await expect(screen).toHaveCount(0);
      const banners = page.getByRole('region', { name: text.banners });
      await expect(banners.getByRole('heading', { name: text.yct })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: text.homeTitle })).toBeVisible();
      // The same cover in the same box: nothing jumps, and the largest paint stays the server's.
      expect(await boxOf(banners.locator('img:visible'))).toEqual(drawnByServer);
    });

    test('a link to another page never shows the home for a moment, nor downloads its cover', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url());
      });
      await page.goto(`/#/pages/mooc_list/mooc_list?lang=${language === 'ar' ? 'al' : 'zh'}`, {
        waitUntil: 'commit',
      });
      // The page's own inline check (allowed by its hash in the policy) removed the screen.
      await expect(page.locator('#qiao-first-screen')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(text.yct);
      // The list draws its own covers later; nothing was asked for while only the page had come.
      expect(images).toEqual([]);
      release();
      await expect(page.getByRole('heading', { name: text.yct }).first()).toBeVisible();
    });
  });
}
