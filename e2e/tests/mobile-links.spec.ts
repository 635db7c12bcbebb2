import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { registerLearner } from './sign-in';

/**
 * No dead ends on a phone: every link and menu entry of the mobile home and of the mobile personal
 * centre opens a page, never "page not found", and that page fits the phone's width (no sideways
 * scroll). A route the phone site has no page of yet opens the desktop page.
 */
const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

const TEXT = {
  ar: {
    notFound: 'الصفحة غير موجودة',
    pageLoading: 'جارٍ تحميل الصفحة…',
    homeLoading: 'جارٍ تحميل المحتوى…',
    menu: 'القائمة',
    files: 'الملفات',
    personalSections: 'أقسام المركز الشخصي',
    logout: 'تسجيل الخروج',
  },
  zh: {
    notFound: '页面不存在',
    pageLoading: '页面加载中…',
    homeLoading: '正在加载内容…',
    menu: '菜单',
  },
} as const;

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test.beforeEach(({ consoleWatch }) => {
  // Demo covers the media part does not hold yet, and a visitor's page asking for a login.
  consoleWatch.allow(/status of 404/);
  consoleWatch.allow(/status of 401/);
});

/** The route a hash address names, without its query: `/pages/x/y`. */
const routeOf = (address: string) => new URL(address).hash.replace(/^#/, '').split('?')[0] || '/';

/** Every same-site link address in the page (or in one part of it), once each. */
async function linksIn(page: Page, selector = 'body'): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .first()
    .evaluate((root) =>
      Array.from(root.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    );
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs.filter((href) => new URL(href).origin === origin))];
}

/** Waits until the page at the current address has drawn, past any "loading" state. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // A page's code or the home's content still on its way, in either language.
  const loading = [
    TEXT.ar.pageLoading,
    TEXT.ar.homeLoading,
    TEXT.zh.pageLoading,
    TEXT.zh.homeLoading,
  ];
  for (const text of loading) await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.locator('main').first()).not.toBeEmpty();
}

/** What is wrong with the page now showing, as a phone user would meet it; empty when fine. */
async function problemsOfPage(page: Page, expectedRoute: string): Promise<string[]> {
  await settled(page);
  const problems: string[] = [];
  if ((await page.getByRole('heading', { name: TEXT.ar.notFound }).count()) > 0) {
    problems.push('page not found');
  }
  const actualRoute = routeOf(page.url());
  if (actualRoute !== expectedRoute) problems.push(`landed on ${actualRoute}`);
  // The phone's width, not the page's: a phone widens its layout to fit what spills over.
  const screenWidth = page.viewportSize()!.width;
  const width = await page.evaluate(
    (inner) => ({
      scroll: document.scrollingElement?.scrollWidth ?? 0,
      inner,
    }),
    screenWidth,
  );
  if (width.scroll > width.inner)
    problems.push(`scrolls sideways: ${width.scroll} > ${width.inner}`);
  // Right to left, what spills over the start edge widens nothing: look at the page's own parts.
  const spilling = await page.evaluate((inner) => {
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > inner + 1) && !clipped(element);
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
  }, screenWidth);
  for (const part of spilling) problems.push(`spills out of the screen: ${part}`);
  return problems;
}

/** Opens each address in turn and lists every one that is a dead end or too wide. */
async function followEach(page: Page, addresses: readonly string[]) {
  const failures: Record<string, string[]> = {};
  for (const address of addresses) {
    await page.goto(address);
    const problems = await problemsOfPage(page, routeOf(address));
    if (problems.length > 0) failures[address] = problems;
  }
  return failures;
}

test('every link of the mobile home and its menu opens a page that fits the phone', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const home = '/mobile/?lang=al#/';
  await page.goto(home);
  await expect(page.getByTestId('mobile-shell')).toBeVisible();
  await settled(page);
  const links = await linksIn(page);
  expect(links.length).toBeGreaterThan(10);
  expect(await followEach(page, links)).toEqual({});

  // The menu: every entry, the file space among them.
  await page.goto(home);
  await settled(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: TEXT.ar.menu })
    .click({ timeout: 20_000 });
  const menu = page.getByRole('navigation', { name: TEXT.ar.menu });
  await expect(menu).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'mobile-menu-ar.png'), fullPage: true });
  await expect(menu.getByRole('link', { name: TEXT.ar.files })).toBeVisible();
  const entries = (await linksIn(page, `nav[aria-label="${TEXT.ar.menu}"]`)).filter(
    (entry) => !links.includes(entry),
  );
  expect(await followEach(page, entries)).toEqual({});
});

test('every link and section of the mobile personal centre opens a page that fits the phone', async ({
  page,
}) => {
  test.setTimeout(600_000);
  // The passport's registration form is the desktop one.
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerLearner(page, 'ريم');
  await page.setViewportSize(PHONE);
  const personal = '/mobile/?lang=al#/pages/personal/personal';
  await page.goto(personal);
  await expect(page.getByTestId('mobile-shell')).toBeVisible();
  await settled(page);

  // Each section of the personal centre (its menu entries), and the links each one shows.
  const sections = page
    .getByRole('navigation', { name: TEXT.ar.personalSections })
    .getByRole('menuitem');
  const names = await sections.allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  const links = new Set(await linksIn(page));
  for (const name of names) {
    await sections.filter({ hasText: name }).click();
    await settled(page);
    expect(await problemsOfPage(page, '/pages/personal/personal')).toEqual([]);
    for (const link of await linksIn(page)) links.add(link);
  }
  await page.goto(personal);
  await settled(page);
  await page.screenshot({
    path: path.join(artifactsDir, 'mobile-personal-ar.png'),
    fullPage: true,
  });

  // The account menu's entries (all but logging out).
  // The account menu is named after the account, as its button is.
  const accountMenu = page.getByRole('menu', { name: /ريم/ });
  await page.getByRole('banner').getByRole('button', { name: /ريم/ }).click();
  const entries = (await accountMenu.getByRole('menuitem').allInnerTexts()).filter(
    (entry) => entry.trim() !== TEXT.ar.logout,
  );
  expect(entries.length).toBeGreaterThan(0);
  // Closed as a person would before going on: opening the page it is already on keeps the page
  // (and an open menu), and the next click on the button would close it instead.
  await page.keyboard.press('Escape');
  await expect(accountMenu).toHaveCount(0);
  const failures: Record<string, string[]> = {};
  for (const entry of entries) {
    await page.goto(personal);
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: /ريم/ }).click();
    await accountMenu.getByRole('menuitem', { name: entry.trim() }).click();
    await expect(accountMenu).toHaveCount(0);
    const problems = await problemsOfPage(page, routeOf(page.url()));
    if (problems.length > 0) failures[entry] = problems;
  }
  expect(failures).toEqual({});

  expect(await followEach(page, [...links])).toEqual({});
});

test('a course list opened from the phone site fits the width, in Chinese and Arabic', async ({
  page,
}) => {
  await page.goto('/mobile/?lang=zh#/pages/mooc_list/mooc_list');
  expect(await problemsOfPage(page, '/pages/mooc_list/mooc_list')).toEqual([]);
  await page.screenshot({
    path: path.join(artifactsDir, 'desktop-at-phone-zh.png'),
    fullPage: true,
  });
  await page.goto('/mobile/?lang=al#/pages/mooc_list/mooc_list');
  expect(await problemsOfPage(page, '/pages/mooc_list/mooc_list')).toEqual([]);
  await page.screenshot({
    path: path.join(artifactsDir, 'desktop-at-phone-ar.png'),
    fullPage: true,
  });
});
