import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './console-watch';
import { TEXT } from './shell-texts';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

async function homeIsReady(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('app-version')).toContainText('1.0.0');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Once the fonts are in, the top menu's row holds all it shows without scrolling. */
async function expectMenuRowFits(page: Page, nav: Locator): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const row = await nav
    .locator('ul')
    .first()
    .evaluate((ul) => [ul.scrollWidth, ul.clientWidth]);
  expect(row[0]).toBeLessThanOrEqual(row[1]!);
}

async function chooseLanguage(page: Page, currentLabel: string, option: string): Promise<void> {
  // The login widget takes its place once the user is known; open the list after that, as a
  // person would, so the list is not moved from under the pointer.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^(تسجيل الدخول|登\s?录|Log in)$/ }),
  ).toBeVisible();
  // The browser's own select: a person picks the language by its name.
  await page.getByRole('combobox', { name: currentLabel }).selectOption({ label: option });
}

test.describe('the desktop shell', () => {
  test('a first visit is Arabic, right to left, with the Arabic heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await homeIsReady(page, TEXT.ar.homeTitle);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'shell-ar.png'), fullPage: true });
  });

  test('?lang=zh gives Chinese, and Chinese stays after opening the bare address', async ({
    page,
  }) => {
    await page.goto('/?lang=zh');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await homeIsReady(page, TEXT.zh.homeTitle);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await homeIsReady(page, TEXT.zh.homeTitle);
    await page.screenshot({ path: path.join(artifactsDir, 'shell-zh.png'), fullPage: true });
  });

  test('?lang= inside the hash route is honoured too', async ({ page }) => {
    await page.goto('/#/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your bridge to Chinese' }),
    ).toBeVisible();
  });

  test('the language switch changes the page without a reload, both ways', async ({ page }) => {
    await page.goto('/');
    await homeIsReady(page, TEXT.ar.homeTitle);
    await page.evaluate(() => {
      (window as unknown as { sameDocument?: boolean }).sameDocument = true;
    });

    await chooseLanguage(page, TEXT.ar.languageLabel, '中文');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.zh.homeTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await chooseLanguage(page, TEXT.zh.languageLabel, 'العربية');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.homeTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const sameDocument = await page.evaluate(
      () => (window as unknown as { sameDocument?: boolean }).sameDocument,
    );
    expect(sameDocument).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('al');
  });

  test('the left window shows at 1280 px and hides at 1000 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const side = page.getByRole('navigation', { name: TEXT.ar.sideNav });
    await expect(side).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(side).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.homeTitle })).toBeVisible();
  });

  for (const [lang, menu, search] of [
    ['ar', 'القائمة الرئيسية', 'البحث'],
    ['zh', '主菜单', /^搜\s?索$/],
  ] as const) {
    test(`the whole ${lang} top menu fits a 1280 px window, search at its end`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/?lang=${lang}#/`);
      const nav = page.getByRole('banner').getByRole('navigation', { name: menu });
      const entry = nav.getByRole('link', { name: search });
      await expect(entry).toBeVisible();
      // Every entry inside the window: the menu's row does not scroll.
      await expectMenuRowFits(page, nav);
      await expect(entry).toBeInViewport({ ratio: 1 });
    });
  }

  for (const [lang, menu, more, sharedSpace, width] of [
    ['ar', 'القائمة الرئيسية', 'المزيد', 'المساحة المشتركة', 1000],
    ['zh', '主菜单', '更多', '共享空间', 700],
  ] as const) {
    test(`a narrower ${lang} window moves the last entries into "more", where they still open`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/?lang=${lang}#/`);
      const nav = page.getByRole('banner').getByRole('navigation', { name: menu });
      const moreButton = nav.getByRole('button', { name: more });
      await expect(moreButton).toBeVisible();
      // Nothing scrolls sideways: "more" and the search icon sit inside the window.
      await expectMenuRowFits(page, nav);
      await expect(moreButton).toBeInViewport({ ratio: 1 });
      await expect(nav.getByRole('link', { name: sharedSpace })).toBeHidden();

      await moreButton.click();
      await expect(moreButton).toHaveAttribute('aria-expanded', 'true');
      const moved = nav.getByRole('link', { name: sharedSpace });
      await expect(moved).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: path.join(artifactsDir, `top-menu-more-${lang}.png`) });
      await moved.click();
      await expect(page).toHaveURL(/#\/pages\/shared-space\/zones/);
      await expect(moreButton).toHaveAttribute('aria-expanded', 'false');
      // The page showing lies in "more": the button reads as the current tab.
      await expect(moreButton).toHaveAttribute('aria-current', 'true');

      // Wide again, the whole menu shows and "more" is gone.
      await page.setViewportSize({ width: 1536, height: 800 });
      await expect(moreButton).toBeHidden();
      await expect(nav.getByRole('link', { name: sharedSpace })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  test('the top window is 11rem high', async ({ page }) => {
    await page.goto('/');
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.height).toBe(11 * 16);
  });
});

test.describe('pages that do not exist', () => {
  test('an unknown hash route shows the not-found page, with a way home', async ({ page }) => {
    await page.goto('/#/pages/no/such');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.notFound })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: TEXT.ar.backHome }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.homeTitle })).toBeVisible();
  });

  test('an unknown address is answered 404 with the not-found page', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 404/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.notFound })).toBeVisible();
  });
});

test.describe('failing calls are explained in the page language', () => {
  test('a service error (HTTP 500)', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 500/);
    await page.route('**/api/app/info', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await page.goto('/');
    await expect(page.getByText(TEXT.ar.serviceError)).toBeVisible();
  });

  test('an interface that does not exist (HTTP 404)', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 404/);
    await page.route('**/api/app/info', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 404, message: 'x', data: null }),
      }),
    );
    await page.goto('/');
    await expect(page.getByText(TEXT.ar.interfaceMissing)).toBeVisible();
  });

  // App info is marked no-login in its contract: a 401 from it is a plain failure with the
  // server's message, never the login prompt (the prompt itself is covered in web unit tests).
  test('code 401 from the no-login app-info call shows the message, not the prompt', async ({
    page,
  }) => {
    await page.route('**/api/app/info', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 401,
          message: TEXT.ar.notLoggedIn,
          data: null,
        }),
      }),
    );
    await page.goto('/');
    await expect(page.getByText(TEXT.ar.notLoggedIn)).toBeVisible();
    await expect(page.getByRole('dialog', { name: TEXT.ar.loginPromptTitle })).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const [language, query, title] of [
    ['ar', '', TEXT.ar.homeTitle],
    ['zh', '?lang=zh', TEXT.zh.homeTitle],
  ] as const) {
    test(`the ${language} home page has no serious axe violations`, async ({ page }) => {
      await page.goto(`/${query}`);
      await homeIsReady(page, title);
      expect(await seriousViolations(page)).toEqual([]);
    });

    // Their cards carry coloured antd tags (audience, difficulty, live status).
    test(`the ${language} course and live lists have no serious axe violations`, async ({
      page,
    }) => {
      for (const route of ['/pages/mooc_list/mooc_list', '/pages/index/course_list']) {
        await page.goto(`/${query || '?lang=al'}#${route}`);
        await expect(page.getByRole('article').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 500, height: 900 }, isMobile: true, hasTouch: true });

  test('a narrow viewport goes to /mobile/#/ and keeps code and state', async ({ page }) => {
    // The phone site finishes the login at once and then tidies its address, so the address
    // that carried the code lives only a moment: what must hold is that the phone site hands
    // this code and state to the server, and ends on its own home.
    const exchange = page.waitForRequest(
      (request) => request.url().endsWith('/api/user/userLogin') && request.method() === 'POST',
    );
    // The shell replaces the address before the first page finishes loading; waiting for the
    // load of that first page would race the replacement, so wait only for its first byte.
    await page.goto('/?code=abc123&state=xyz789#/', { waitUntil: 'commit' });
    const request = await exchange;
    expect(new URL(request.frame().url()).pathname).toBe('/mobile/');
    expect(request.postDataJSON()).toMatchObject({ code: 'abc123', state: 'xyz789' });
    await page.waitForURL('**/mobile/#/');
    await expect(page.getByTestId('mobile-shell')).toBeVisible();
    await homeIsReady(page, TEXT.ar.homeTitle);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: path.join(artifactsDir, 'shell-mobile-ar.png'), fullPage: true });
  });

  test('the mobile shell stays put and switches language', async ({ page }) => {
    await page.goto('/mobile/#/');
    await expect(page.getByTestId('mobile-shell')).toBeVisible();
    // On the phone with the keyboard (pointer switching is covered on the desktop above): the
    // select stands on the current language, the next one down is Chinese.
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^تسجيل الدخول$/ }),
    ).toBeVisible();
    const language = page.getByRole('combobox', { name: TEXT.ar.languageLabel });
    await expect(language).toHaveValue('ar');
    await language.focus();
    await page.keyboard.press('ArrowDown');
    // The select now names itself in Chinese, on Chinese.
    await expect(page.getByRole('combobox', { name: TEXT.zh.languageLabel })).toHaveValue('zh');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.zh.homeTitle })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/mobile/');
  });
});
