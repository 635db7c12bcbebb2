import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { NAV_TEXT } from './navigation-texts';
import { registerLearner } from './sign-in';

/**
 * Every kind of content can be found from the menus: the course centre's drop-down leads to the
 * MOOCs, micro-lessons, videos, documents and live classes; each of the home's counters opens its
 * list; the personal centre keeps its way to a list once that list has items.
 */
const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

type Lang = keyof typeof NAV_TEXT;
type ListName = keyof (typeof NAV_TEXT)[Lang]['lists'];

const LISTS: { name: ListName; route: RegExp }[] = [
  { name: 'courses', route: /#\/pages\/mooc_list\/mooc_list$/ },
  { name: 'microLessons', route: /#\/pages\/weike_list\/weike_list$/ },
  { name: 'videos', route: /#\/pages\/video_list\/video_list$/ },
  { name: 'documents', route: /#\/pages\/document\/document$/ },
  { name: 'liveClasses', route: /#\/pages\/index\/course_list$/ },
];

const topMenu = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: NAV_TEXT[lang].topMenu });

/** Opens the course centre's drop-down in the top menu, as a person clicks its arrow. */
async function openCourseCentre(page: Page, lang: Lang) {
  const toggle = topMenu(page, lang).getByRole('button', {
    name: NAV_TEXT[lang].courseCentreLists,
  });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

for (const lang of ['ar', 'zh'] as const) {
  const text = NAV_TEXT[lang];

  test.describe(`finding every kind of content (${lang})`, () => {
    test('the top menu reaches MOOCs, micro-lessons, videos, documents and live classes', async ({
      page,
    }) => {
      await page.goto(`/${text.query}#/`);
      await expect(page.getByRole('heading', { level: 1, name: text.homeTitle })).toBeVisible();
      // The course centre itself still opens the MOOC list.
      await expect(
        topMenu(page, lang).getByRole('link', { name: text.courseCentre, exact: true }),
      ).toHaveAttribute('href', '/#/pages/mooc_list/mooc_list');
      await openCourseCentre(page, lang);
      await page.screenshot({ path: path.join(artifactsDir, `navigation-menu-${lang}.png`) });
      for (const list of LISTS) {
        const { menu, title } = text.lists[list.name];
        await openCourseCentre(page, lang);
        await topMenu(page, lang).getByRole('link', { name: menu, exact: true }).click();
        await expect(page).toHaveURL(list.route);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // Chosen, the drop-down closes again.
        await expect(
          topMenu(page, lang).getByRole('link', { name: menu, exact: true }),
        ).toBeHidden();
      }
    });

    test('each home counter opens its list', async ({ page }) => {
      const counters = [
        { word: text.counters.microLessons, title: text.lists.microLessons.title },
        { word: text.counters.videos, title: text.lists.videos.title },
        { word: text.counters.documents, title: text.lists.documents.title },
        { word: text.counters.ebooks, title: text.ebooksTitle },
      ];
      for (const counter of counters) {
        await page.goto(`/${text.query}#/`);
        const counts = page.getByRole('list', { name: text.counts });
        await counts.getByRole('link', { name: new RegExp(counter.word) }).click();
        await expect(page.getByRole('heading', { level: 1, name: counter.title })).toBeVisible();
      }
    });
  });
}

test('the personal centre keeps the way to the documents once the list has one, in Arabic and Chinese', async ({
  page,
}) => {
  await registerLearner(page, 'سلمى');
  await page.goto(`/${NAV_TEXT.ar.query}#/pages/document/document`);
  await page.getByTestId('library-card').filter({ hasText: NAV_TEXT.ar.vocabulary }).click();
  // Opening a document is what puts it in "my documents"; the first page shows it has opened.
  await expect(page.getByTestId('pdf-pages').locator('.page canvas').first()).toBeVisible({
    timeout: 60_000,
  });

  for (const lang of ['ar', 'zh'] as const) {
    const text = NAV_TEXT[lang];
    await page.goto(`/${text.query}#/pages/personal/personal?section=documents`);
    await expect(page.getByRole('heading', { level: 2, name: text.myDocuments })).toBeVisible();
    await expect(
      page.getByTestId('my-items').getByRole('link', { name: text.vocabulary }),
    ).toBeVisible();
    const browse = page.getByRole('main').getByRole('link', { name: text.browseDocuments });
    await expect(browse).toBeVisible();
    await page.screenshot({
      path: path.join(artifactsDir, `navigation-personal-${lang}.png`),
      fullPage: true,
    });
    await browse.click();
    await expect(
      page.getByRole('heading', { level: 1, name: text.lists.documents.title }),
    ).toBeVisible();
  }
});
