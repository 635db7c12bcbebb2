import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { SHARE_TEXT } from './share-texts';
import { PUBLIC_SHARE_TEXT, type PublicShareLanguage } from './public-share-texts';
import { buttonName, registerLearner, signInWithPassword } from './sign-in';
import { expect, test, UploadPanel } from './upload-panel';
import { chooseMenuItem } from './menu-click';

/** Opens a second person's browser: nothing is shared with the first one but the server. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** One counter of the share on screen: its name, then its number. */
const counter = (page: Page, field: string) => page.locator(`[data-counter="${field}"]`);
const reads = (count: number) => new RegExp(`(^|\\D)${count}$`);

const expectToast = (page: Page, text: string) =>
  expect(page.locator('.ant-message').getByText(text).first()).toBeVisible();

/** The owner publishes a file in a zone through the share dialog's public tab. */
async function publishInZone(
  page: Page,
  lang: PublicShareLanguage,
  input: { fileName: string; title: string; desc: string },
) {
  const T = PUBLIC_SHARE_TEXT[lang];
  const S = SHARE_TEXT[lang];
  await page.getByRole('row').filter({ hasText: input.fileName }).click({ button: 'right' });
  await chooseMenuItem(page.getByRole('menuitem', { name: S.share, exact: true }));
  const dialog = page.getByRole('dialog', { name: S.dialogTitle, exact: true });
  await dialog.getByRole('tab', { name: S.publicTab }).click();
  // antd's accessible options carry the zone's id; the visible row carries its title.
  // The pick is tried again while the dialog is still settling (the dropdown animating in).
  await expect(async () => {
    await dialog.getByLabel(T.form.zone).click();
    const option = page.locator('.ant-select-dropdown:visible').getByTitle(T.zone, { exact: true });
    await option.click({ timeout: 5_000 });
    await expect(dialog.getByTitle(T.zone, { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await dialog.getByLabel(T.form.title, { exact: true }).fill(input.title);
  await dialog.getByLabel(T.form.desc, { exact: true }).fill(input.desc);
  await dialog.getByRole('button', { name: T.form.submit }).click();
  await expectToast(page, T.form.submitted);
}

const JOURNEYS: { lang: PublicShareLanguage; owner: string; learner: string; title: string }[] = [
  { lang: 'ar', owner: 'سلمى الخطيب', learner: 'يوسف العلي', title: 'ملخّص قواعد المستوى الأول' },
  { lang: 'zh', owner: 'Amal Haddad', learner: 'Karim Nasser', title: '初级语法总结' },
];

for (const { lang, owner, learner, title } of JOURNEYS) {
  const T = PUBLIC_SHARE_TEXT[lang];
  const fileName = `grammar-${lang}.txt`;
  const fileText = `${title}\n是 — shì — to be\n`;

  test(`a share published in a zone is approved by an admin, found by a visitor, then liked and saved by a learner (${lang})`, async ({
    page,
    browser,
    scratch,
  }) => {
    // Four people (owner, admin, visitor, learner) each sign in or register: a long journey.
    test.setTimeout(240_000);
    // The owner uploads a text file and publishes it in the grammar zone from the share dialog.
    await registerLearner(page, owner);
    await page.goto(`/?lang=${lang}#/pages/shared-space/shared-space?filePath=%2F&fileType=0`);
    const panel = new UploadPanel(page, lang);
    await panel.chooseFiles(await scratch.write(fileName, fileText));
    await expect(page.getByRole('row').filter({ hasText: fileName })).toBeVisible();
    await panel.close();
    await publishInZone(page, lang, { fileName, title, desc: `${title}: ${fileText}` });

    // Pending: a visitor does not find it in the zone yet.
    const visitor = await freshPage(browser);
    await visitor.goto(`/?lang=${lang}#/pages/shared-space/zones?zone=3`);
    await expect(visitor.getByRole('heading', { level: 1, name: T.spaceTitle })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: T.zone })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toBeHidden();

    // The admin finds it under "share review" in the account menu, refuses an empty reason,
    // then approves it.
    const admin = await freshPage(browser);
    await signInWithPassword(admin, lang, E2E_ADMIN);
    await admin.getByRole('button', { name: T.accountMenu(E2E_ADMIN.name) }).click();
    await admin.getByRole('menuitem', { name: T.reviewMenu }).click();
    await expect(admin.getByRole('heading', { level: 1, name: T.reviewTitle })).toBeVisible();
    const pending = admin.getByRole('row').filter({ hasText: title });
    await expect(pending).toContainText(owner);
    await expect(pending).toContainText(T.zone);
    await pending.getByRole('button', { name: buttonName(T.reject) }).click();
    const rejecting = admin.getByRole('dialog');
    await rejecting.getByRole('button', { name: buttonName(T.reject) }).click();
    await expect(rejecting.getByText(T.reasonRequired)).toBeVisible();
    await rejecting.getByRole('button', { name: buttonName(T.cancel) }).click();
    await pending.getByRole('button', { name: buttonName(T.approve) }).click();
    await expectToast(admin, T.approved);
    await expect(pending).toBeHidden();

    // A visitor reaches it from the top menu, in its zone, and opens the detail page.
    await visitor.goto(`/?lang=${lang}#/`);
    await visitor.getByRole('banner').getByRole('link', { name: T.nav }).click();
    await visitor.getByRole('navigation', { name: T.zones }).getByText(T.zone).click();
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(
      /#\/pages\/shared-file-detail\/shared-file-detail\?shareBatchNum=[\w-]+&filePath=%2F$/,
    );
    const detailRoute = new URL(visitor.url()).hash;
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText(owner)).toBeVisible();
    // Opening the page counted the visitor's view.
    await expect(counter(visitor, 'viewCount')).toHaveText(reads(1));
    await visitor
      .getByRole('row')
      .filter({ hasText: fileName })
      .getByRole('button', { name: buttonName(T.preview) })
      .click();
    await expect(visitor.getByRole('dialog').getByText('shì')).toBeVisible();
    await visitor.keyboard.press('Escape');
    // A visitor who tries to like is asked to log in first.
    await visitor.getByRole('button', { name: buttonName(T.like) }).click();
    await expect(visitor.getByText(T.loginPrompt)).toBeVisible();
    await visitor.getByRole('button', { name: buttonName(T.cancel) }).click();
    await expect(counter(visitor, 'thumbCount')).toHaveText(reads(0));

    // A signed-in learner likes it (the counter goes up) and saves it into their drive.
    const reader = await freshPage(browser);
    await registerLearner(reader, learner);
    await reader.goto(`/?lang=${lang}${detailRoute}`);
    const likes = counter(reader, 'thumbCount');
    await expect(likes).toHaveText(reads(0));
    await reader.getByRole('button', { name: buttonName(T.like) }).click();
    await expectToast(reader, T.likedToast);
    await expect(likes).toHaveText(reads(1));
    await expect(reader.getByRole('button', { name: buttonName(T.liked) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await reader.getByRole('button', { name: T.resave }).click();
    const resave = reader.getByRole('dialog', { name: T.resave });
    await resave.getByRole('button', { name: T.resaveHere }).click();
    await expectToast(reader, T.resaved);
    await expect(counter(reader, 'resaveCount')).toHaveText(reads(1));

    // The saved file is in the learner's drive; the share is in their lists.
    await reader.getByRole('banner').getByRole('link', { name: T.driveNav }).click();
    await expect(reader.getByRole('row').filter({ hasText: fileName })).toBeVisible();
    await reader.goto(`/?lang=${lang}#/pages/personal/my-shares?list=liked`);
    await expect(reader.getByRole('link', { name: title })).toBeVisible();
    await reader.getByRole('tab', { name: T.resavedTab }).click();
    await expect(reader.getByRole('link', { name: title })).toBeVisible();
  });
}
