import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { A11Y_TEXT, type A11yLanguage } from './a11y-texts';
import { seriousViolations } from './axe';
import { DRIVE_TEXT } from './drive-texts';
import { registerLearner } from './sign-in';
import { expect, test, UploadPanel } from './upload-panel';

/**
 * The file space, the course page, a class hour and the course list as a screen reader meets them,
 * in Arabic and in Chinese: axe finds nothing serious, there is one `main`, every label (the
 * pager's too) is in the page's language; and the
 * rough edges a learner trips over: the upload panel folds away once everything is up, a folder
 * opens on one click or Enter, a name's message names the right kind of entry, class-hour
 * durations line up.
 */
const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

const LEARNERS = { ar: 'هالة الزعبي', zh: '周敏' } as const;
const FOLDER = { ar: 'مراجعة', zh: '复习' } as const;
const COURSE = {
  ar: { list: '/#/pages/mooc_list/mooc_list?lang=al', yct: 'YCT المستوى الأول: تعلّم الصينية بمرح' },
  zh: { list: '/#/pages/mooc_list/mooc_list?lang=zh', yct: 'YCT一级：快乐学汉语' },
} as const;

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/**
 * Labels written for assistive technology (aria-label, and the title a list item names itself
 * with) that carry Latin words and nothing of the page's script: antd's English defaults, or an
 * icon's English name such as "left" or "check-circle".
 */
async function untranslatedLabels(page: Page, script: RegExp): Promise<string[]> {
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')]
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => element.getAttribute('aria-label') ?? ''),
  );
  return labels.filter((label) => /[A-Za-z]{2,}/.test(label) && !script.test(label));
}

async function openDrive(page: Page, lang: A11yLanguage) {
  await registerLearner(page, LEARNERS[lang]);
  if (lang !== 'ar') await page.goto(`/?lang=${lang}#/`);
  await page.getByRole('banner').getByRole('link', { name: DRIVE_TEXT[lang].nav }).click();
  // The page's code arrives lazily; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1, name: DRIVE_TEXT[lang].title })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(DRIVE_TEXT[lang].emptyFolder)).toBeVisible();
}

/** Folders made through the API, as many as a test needs; the listing is read again after. */
async function makeFolders(page: Page, names: string[]) {
  const origin = new URL(page.url()).origin;
  for (const fileName of names) {
    const answer = await page.request.post('/api/file/createFold', {
      data: { fileName, filePath: '/' },
      headers: { origin },
    });
    expect(((await answer.json()) as { code: number }).code).toBe(0);
  }
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: names[0] }).first()).toBeVisible({
    timeout: 60_000,
  });
}

function inFolder(page: Page, folder: string) {
  return expect(page).toHaveURL(
    (url) => new URLSearchParams(url.hash.split('?')[1]).get('filePath') === `/${folder}`,
  );
}

/**
 * Everything a screen reader can say of a pager: its text (the visually hidden page names
 * included), and its items' aria-label and title; what is hidden from it (aria-hidden) is left out.
 */
async function pagerSpeech(pager: Locator): Promise<string[]> {
  return pager.evaluate((root) => {
    const spoken = root.cloneNode(true) as Element;
    spoken.querySelectorAll('[aria-hidden="true"]').forEach((element) => element.remove());
    return [
      spoken.textContent ?? '',
      ...[...spoken.querySelectorAll('[aria-label], [title]')].flatMap((element) => [
        element.getAttribute('aria-label') ?? '',
        element.getAttribute('title') ?? '',
      ]),
    ];
  });
}

/** Where each box ends on the reading side's end: the right edge in LTR, the left one in RTL. */
async function inlineEnds(boxes: Locator, rtl: boolean): Promise<number[]> {
  const rects = await boxes.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()).map((r) => [r.left, r.right]),
  );
  return rects.map(([left, right]) => Math.round(rtl ? left! : right!));
}

for (const lang of ['ar', 'zh'] as const) {
  const A = A11Y_TEXT[lang];

  test(`the file space reads in ${lang}: one main, translated labels, no serious axe finding`, async ({
    page,
  }) => {
    await openDrive(page, lang);
    // Twenty-one folders: one more than a page holds, so the pager shows.
    const names = Array.from({ length: 21 }, (_, index) => `${FOLDER[lang]} ${index + 1}`);
    await makeFolders(page, names);
    await expect(row(page, names[0]!).first()).toBeVisible();

    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: A.selectAll, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: A.prevPage, exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: A.nextPage, exact: true })).toBeAttached();
    await expect(page.getByText(A.page(2), { exact: true })).toBeAttached();
    await expect(
      page.getByRole('button', { name: DRIVE_TEXT[lang].more(names[0]!), exact: true }),
    ).toBeVisible();
    expect(await untranslatedLabels(page, A.script)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // The grid has its own pager and cards; the same holds there.
    await page.getByText(DRIVE_TEXT[lang].grid, { exact: true }).click();
    await expect(page.getByText(A.page(2), { exact: true })).toBeAttached();
    expect(await untranslatedLabels(page, A.script)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`a folder opens on one click and on Enter; names get the right message (${lang})`, async ({
    page,
  }) => {
    await openDrive(page, lang);
    await makeFolders(page, [FOLDER[lang]]);

    // One click on the folder's row opens it, as the file managers learners know do.
    await row(page, FOLDER[lang]).getByText(FOLDER[lang]).click();
    await inFolder(page, FOLDER[lang]);
    await expect(page.getByText(DRIVE_TEXT[lang].emptyFolder)).toBeVisible();
    await page.goBack();
    await expect(row(page, FOLDER[lang])).toBeVisible();
    await row(page, FOLDER[lang]).focus();
    await page.keyboard.press('Enter');
    await inFolder(page, FOLDER[lang]);
    await page.goBack();

    // An empty folder name is asked for as a folder name.
    await page.getByRole('button', { name: DRIVE_TEXT[lang].newFolder }).click();
    const dialog = page.getByRole('dialog', { name: DRIVE_TEXT[lang].newFolder });
    await dialog.getByLabel(DRIVE_TEXT[lang].folderName).fill('');
    await dialog.getByLabel(DRIVE_TEXT[lang].folderName).press('Enter');
    await expect(dialog.getByText(A.emptyFolderName, { exact: true })).toBeVisible();
  });

  test(`the upload panel folds away once every upload is done (${lang})`, async ({
    page,
    scratch,
  }) => {
    await openDrive(page, lang);
    const panel = new UploadPanel(page, lang);
    const name = lang === 'ar' ? 'مفردات الدرس.txt' : '生词表.txt';
    // Each language's file has its own bytes, so the second is a real upload, not an instant one.
    await panel.chooseFiles(await scratch.write(name, `مرحبا — 你好 (${lang})\n`));
    await expect(
      page.locator('.ant-message').getByText(panel.T.toast.finished).first(),
    ).toBeVisible();
    await expect(row(page, name)).toBeVisible();

    // Folded to its title and counts: the list under it is free again.
    await expect(panel.region.getByRole('tablist')).toBeHidden();
    await expect(panel.region.getByRole('button', { name: panel.T.expand })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(panel.counts).toContainText(panel.T.counts.succeeded(1));
    await page.screenshot({ path: path.join(artifactsDir, `drive-after-upload-${lang}.png`) });

    // Opened again, the finished tab shows what went up.
    await panel.showTab('finished', 1);
    await expect(panel.item(panel.finished, name).getByRole('status')).toHaveText(
      panel.T.status.success,
    );
  });

  test(`the course page reads in ${lang}, and the class-hour durations line up`, async ({
    page,
  }) => {
    await page.goto(COURSE[lang].list);
    await page
      .getByRole('heading', { level: 3 })
      .getByRole('link', { name: COURSE[lang].yct })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: COURSE[lang].yct })).toBeVisible();
    // The first chapter starts open; its class hours are a list named after it.
    const durations = page.getByRole('main').locator('ol > li > a bdi');
    await expect(durations.first()).toBeVisible();

    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await untranslatedLabels(page, A.script)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    const ends = await inlineEnds(durations, lang === 'ar');
    expect(ends.length).toBeGreaterThan(1);
    expect(new Set(ends).size, `durations end at ${ends.join(', ')}`).toBe(1);
    await page
      .locator('.ant-collapse')
      .first()
      .screenshot({ path: path.join(artifactsDir, `course-outline-${lang}.png`) });
  });

  test(`a chapter's class-hour contents show their lengths in one column (${lang})`, async ({
    page,
  }) => {
    await page.goto(COURSE[lang].list);
    await page
      .getByRole('heading', { level: 3 })
      .getByRole('link', { name: COURSE[lang].yct })
      .click();
    await page.getByRole('link', { name: A.openChapter }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    // Each content row ends with its length's slot, filled for videos, empty for the others.
    const lengths = page.getByRole('main').locator('ol > li > ul > li > :last-child');
    await expect(lengths.first()).toBeVisible();

    const ends = await inlineEnds(lengths, lang === 'ar');
    expect(ends.length).toBeGreaterThan(1);
    expect(new Set(ends).size, `lengths end at ${ends.join(', ')}`).toBe(1);
    await page
      .getByRole('main')
      .locator('ol:has(ul)')
      .screenshot({ path: path.join(artifactsDir, `chapter-contents-${lang}.png`) });
  });

  test(`a class hour reads in ${lang}: one main, translated labels, no serious axe finding`, async ({
    page,
  }) => {
    await registerLearner(page, LEARNERS[lang]);
    if (lang !== 'ar') await page.goto(`/?lang=${lang}#/`);
    await page.goto(COURSE[lang].list);
    await page
      .getByRole('heading', { level: 3 })
      .getByRole('link', { name: COURSE[lang].yct })
      .click();
    await page.getByRole('button', { name: A.startLearning }).click();
    await expect(page.getByRole('heading', { level: 1, name: A.firstHour })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('class-hour-video')).toBeVisible();

    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await untranslatedLabels(page, A.script)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the course list's pager speaks ${lang}, and the page has one main`, async ({ page }) => {
    // The seeded catalogue fits on one page: its answer claims three pages, so the pager shows
    // as it does on a long list.
    await page.route('**/api/Index/getMoocDataList', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { total: number } };
      if (body.data) body.data.total = 60;
      await route.fulfill({ response, json: body });
    });
    await page.goto(COURSE[lang].list);
    await expect(
      page.getByRole('heading', { level: 3 }).getByRole('link', { name: COURSE[lang].yct }),
    ).toBeVisible({ timeout: 60_000 });

    const pager = page.getByRole('main').locator('.ant-pagination');
    await expect(pager.getByRole('button', { name: A.prevPage, exact: true })).toBeAttached();
    await expect(pager.getByRole('button', { name: A.nextPage, exact: true })).toBeAttached();
    await expect(pager.getByText(A.page(3), { exact: true })).toBeAttached();
    // No "Page 1", "Next Page" or icon name ("left", "right") in English.
    const speech = await pagerSpeech(pager);
    expect(speech.filter((text) => /[A-Za-z]{2,}/.test(text))).toEqual([]);

    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await untranslatedLabels(page, A.script)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
