import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { DRIVE_TEXT } from './drive-texts';
import { chooseMenuItem } from './menu-click';
import { PUBLIC_SHARE_TEXT, type PublicShareLanguage } from './public-share-texts';
import { SHARE_REVIEW_AGAIN_TEXT } from './share-review-again-texts';
import { SHARE_TEXT } from './share-texts';
import { buttonName, registerLearner, signInWithPassword } from './sign-in';
import { expect, test, UploadPanel } from './upload-panel';

// An approval covers the files the admin saw: when the owner adds a file to an approved public
// share, it goes back to review, leaves the zone, and waits in the admin's queue again.

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

const expectToast = (page: Page, text: string) =>
  expect(page.locator('.ant-message').getByText(text).first()).toBeVisible();

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The owner publishes a folder in the grammar zone through the share dialog's public tab. */
async function publishInZone(page: Page, lang: PublicShareLanguage, folder: string, title: string) {
  const T = PUBLIC_SHARE_TEXT[lang];
  const S = SHARE_TEXT[lang];
  await row(page, folder).click({ button: 'right' });
  await chooseMenuItem(page.getByRole('menuitem', { name: S.share, exact: true }));
  const dialog = page.getByRole('dialog', { name: S.dialogTitle, exact: true });
  await dialog.getByRole('tab', { name: S.publicTab }).click();
  await expect(async () => {
    await dialog.getByLabel(T.form.zone).click();
    const option = page.locator('.ant-select-dropdown:visible').getByTitle(T.zone, { exact: true });
    await option.click({ timeout: 5_000 });
    await expect(dialog.getByTitle(T.zone, { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await dialog.getByLabel(T.form.title, { exact: true }).fill(title);
  await dialog.getByLabel(T.form.desc, { exact: true }).fill(`${title} — 2`);
  await dialog.getByRole('button', { name: T.form.submit }).click();
  await expectToast(page, T.form.submitted);
}

const JOURNEYS: { lang: PublicShareLanguage; owner: string; folder: string; title: string }[] = [
  { lang: 'ar', owner: 'هدى السعدي', folder: 'دروس المستوى الثاني', title: 'دروس مراجَعة' },
  { lang: 'zh', owner: 'Rami Khalil', folder: '二级课文', title: '审核过的课文' },
];

for (const { lang, owner, folder, title } of JOURNEYS) {
  const T = PUBLIC_SHARE_TEXT[lang];
  const R = SHARE_REVIEW_AGAIN_TEXT[lang];
  const D = DRIVE_TEXT[lang];

  test(`a file added to an approved public share sends it back to review (${lang})`, async ({
    page,
    browser,
    scratch,
  }) => {
    // Three people, a publication, a review and an upload: long on a busy machine.
    test.setTimeout(420_000);
    // The owner makes a folder and publishes it in the grammar zone.
    await registerLearner(page, owner);
    await page.goto(`/?lang=${lang}#/pages/shared-space/shared-space?filePath=%2F&fileType=0`);
    await page.getByRole('button', { name: D.newFolder }).click();
    const create = page.getByRole('dialog', { name: D.newFolder });
    await create.getByLabel(D.folderName).fill(folder);
    await create.getByLabel(D.folderName).press('Enter');
    await expect(row(page, folder)).toBeVisible();
    await publishInZone(page, lang, folder, title);

    // The admin approves it; a visitor finds it in the zone.
    const admin = await freshPage(browser);
    await signInWithPassword(admin, lang, E2E_ADMIN);
    await admin.getByRole('button', { name: T.accountMenu(E2E_ADMIN.name) }).click();
    await admin.getByRole('menuitem', { name: T.reviewMenu }).click();
    await expect(admin.getByRole('heading', { level: 1, name: T.reviewTitle })).toBeVisible();
    const pending = row(admin, title);
    await pending.getByRole('button', { name: buttonName(T.approve) }).click();
    await expectToast(admin, T.approved);
    await expect(pending).toBeHidden();
    const visitor = await freshPage(browser);
    await visitor.goto(`/?lang=${lang}#/pages/shared-space/zones?zone=3`);
    await expect(visitor.getByRole('heading', { level: 2, name: T.zone })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();

    // The owner sees it published, then adds a file inside the shared folder.
    const records = `/?lang=${lang}#/pages/shared-space/shared-space?filePath=%2F&fileType=8`;
    await page.goto(records);
    await page.reload();
    await expect(row(page, folder)).toContainText(R.published);
    await page.goto(
      `/?lang=${lang}#/pages/shared-space/shared-space?filePath=${encodeURIComponent(`/${folder}`)}&fileType=0`,
    );
    await page.reload();
    const panel = new UploadPanel(page, lang);
    await panel.chooseFiles(await scratch.write(`new-${lang}.txt`, '新的一课 — درس جديد\n'));
    await expect(row(page, `new-${lang}.txt`)).toBeVisible();
    await panel.close();

    // The owner's shared records say why it is back in review.
    await page.goto(records);
    await page.reload();
    const record = row(page, folder);
    await expect(record).toContainText(R.backInReview);
    await expect(record).toContainText(R.backInReviewNote);
    await expect(record).not.toContainText(R.published);
    await page.screenshot({
      path: path.join(artifactsDir, `share-review-again-owner-${lang}.png`),
    });

    // Visitors no longer find it; the admin's queue has it again, marked as changed.
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 2, name: T.zone })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toBeHidden();
    await admin.reload();
    await expect(row(admin, title)).toContainText(R.filesChanged);
    await admin.screenshot({
      path: path.join(artifactsDir, `share-review-again-admin-${lang}.png`),
    });
  });
}
