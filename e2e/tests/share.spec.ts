import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ERRORS } from '@qiao/contracts/errors';
import { ACCOUNT_TEXT } from './accounts-texts';
import { DRIVE_TEXT } from './drive-texts';
import { SHARE_TEXT, type ShareLanguage } from './share-texts';
import { buttonName, registerLearner } from './sign-in';
import { expect, test, UploadPanel } from './upload-panel';
import { chooseMenuItem } from './menu-click';

// A learner shares a folder by link with an extraction code; a visitor in a fresh browser opens
// it, downloads a file, logs in and saves it into their own drive; cancelling ends the link.

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');
const PASSWORD = 'files-2024-chinese';

const row = (page: Page, name: string | RegExp) => page.getByRole('row').filter({ hasText: name });

async function expectToast(page: Page, text: string) {
  await expect(page.locator('.ant-message').getByText(text).first()).toBeVisible();
}

/** An account registered in a throwaway browser, so the visitor's browser starts signed out. */
async function registerAccount(browser: Browser, baseURL: string, name: string) {
  const email = `share-${Date.now()}@e2e.example`;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const passport = ACCOUNT_TEXT.ar.passport;
  await page.goto('/');
  await page.getByRole('button', { name: ACCOUNT_TEXT.ar.register }).click();
  await page.getByLabel(passport.name, { exact: true }).fill(name);
  await page.getByLabel(passport.email).fill(email);
  await page.getByLabel(passport.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(passport.confirmation).fill(PASSWORD);
  await page.getByRole('button', { name: passport.registerButton }).click();
  await expect(page).toHaveURL(/\/#\/$/);
  await context.close();
  return { email, password: PASSWORD };
}

const JOURNEYS = [
  {
    lang: 'ar',
    owner: 'سلمى الحربي',
    visitor: 'ياسر القحطاني',
    folder: 'مواد الدرس الثالث',
    file: 'مفردات 生词.txt',
    content: 'مرحبا — 你好 — hello\n',
  },
  {
    lang: 'zh',
    owner: '陈静',
    visitor: '刘洋',
    folder: '第三课 资料',
    file: '生词表 مفردات.txt',
    content: '你好，世界 — مرحبا\n',
  },
] as const;

for (const journey of JOURNEYS) {
  const { lang } = journey;
  const S = SHARE_TEXT[lang as ShareLanguage];
  const D = DRIVE_TEXT[lang];

  test(`a learner shares a folder with a code; a visitor opens, downloads and saves it (${lang})`, async ({
    page,
    browser,
    baseURL,
    scratch,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? '';
    const visitorAccount = await registerAccount(browser, origin, journey.visitor);

    // The owner makes a folder with one file in it.
    await registerLearner(page, journey.owner);
    if (lang !== 'ar') await page.goto(`/?lang=${lang}#/`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.getByRole('banner').getByRole('link', { name: D.nav }).click();
    await expect(page.getByText(D.emptyFolder)).toBeVisible();
    await page.getByRole('button', { name: D.newFolder }).click();
    const newFolder = page.getByRole('dialog', { name: D.newFolder });
    await newFolder.getByLabel(D.folderName).fill(journey.folder);
    await newFolder.getByLabel(D.folderName).press('Enter');
    await row(page, journey.folder).dblclick();
    await expect(page.getByText(D.emptyFolder)).toBeVisible();
    const panel = new UploadPanel(page, lang);
    await panel.chooseFiles(await scratch.write(journey.file, journey.content));
    await panel.showTab('finished', 1);
    await expect(panel.item(panel.finished, journey.file).getByRole('status')).toHaveText(
      panel.T.status.success,
    );
    await panel.close();
    await expect(row(page, journey.file)).toBeVisible();
    await page.goBack();
    await expect(row(page, journey.folder)).toBeVisible();

    // Share by link with a code, from the right-click menu.
    const dialog = page.getByRole('dialog', { name: S.dialogTitle, exact: true });
    // The list may still be redrawn after going back; open the menu again if it lost the click.
    await expect(async () => {
      const item = page.getByRole('menuitem', { name: S.share, exact: true });
      if (!(await item.isVisible())) await row(page, journey.folder).click({ button: 'right' });
      await item.click({ timeout: 5_000 });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(dialog.getByRole('tab', { name: S.publicTab })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: S.linkTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('radio', { name: S.oneDay, exact: true })).toBeChecked();
    await dialog.getByRole('radio', { name: S.withCode, exact: true }).check();
    await dialog.getByRole('button', { name: S.createLink }).click();
    await expect(dialog.getByRole('heading', { name: S.successTitle })).toBeVisible();
    const link = (await dialog.getByTestId('share-link').textContent()) ?? '';
    const code = (await dialog.getByTestId('share-code').textContent()) ?? '';
    expect(link).toMatch(/\/#\/pages\/Share\/Share\?filePath=(\/|%2F)&shareBatchNum=[\w-]+$/);
    expect(code).toMatch(/^\w{4,}$/);
    await page.screenshot({ path: path.join(artifactsDir, `share-success-${lang}.png`) });
    await dialog.getByRole('button', { name: S.copy }).click();
    await expectToast(page, S.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(S.copyText(link, code));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A fresh browser: the code is asked for; a wrong one is refused with the server's words.
    const visitorContext = await browser.newContext({ baseURL: origin, acceptDownloads: true });
    const visitor = await visitorContext.newPage();
    const address = new URL(link);
    await visitor.goto(`/?lang=${lang}${address.hash}`);
    await expect(visitor.getByRole('heading', { name: S.codeTitle })).toBeVisible();
    await expect(visitor.getByText(journey.folder)).toHaveCount(0);
    await visitor.getByRole('button', { name: S.open }).click();
    await expect(visitor.getByText(S.codeRequired, { exact: true }).last()).toBeVisible();
    await visitor.getByLabel(S.codeLabel).fill(code === 'zzzz' ? 'yyyy' : 'zzzz');
    await visitor.getByRole('button', { name: S.open }).click();
    await expect(visitor.getByText(ERRORS.extractionCodeWrong.message[lang])).toBeVisible();
    await expect(visitor.getByText(journey.folder)).toHaveCount(0);
    await visitor.screenshot({ path: path.join(artifactsDir, `share-code-${lang}.png`) });
    await visitor.getByLabel(S.codeLabel).fill(code.toUpperCase());
    await visitor.getByRole('button', { name: S.open }).click();

    // Inside: browse into the folder, see only see/download/details, download the file.
    await expect(visitor.getByRole('heading', { level: 1, name: S.pageTitle })).toBeVisible();
    await row(visitor, journey.folder).dblclick();
    const crumbs = visitor.getByRole('navigation', { name: S.crumbs });
    await expect(crumbs).toContainText(journey.folder);
    await expect(row(visitor, journey.file)).toBeVisible();
    await visitor.getByRole('button', { name: D.more(journey.file) }).click();
    const menu = visitor.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(3);
    await expect(menu.getByRole('menuitem', { name: D.download })).toBeVisible();
    const downloadComing = visitor.waitForEvent('download');
    await chooseMenuItem(menu.getByRole('menuitem', { name: D.download }));
    const download = await downloadComing;
    const saved = await download.path();
    expect(await fsp.readFile(saved, 'utf8')).toBe(journey.content);
    await visitor.screenshot({ path: path.join(artifactsDir, `share-inside-${lang}.png`) });

    // Save to my drive: a visitor is asked to log in first, and comes back to the share.
    await row(visitor, journey.file).getByRole('checkbox').check();
    await visitor.getByRole('button', { name: S.saveSelected }).click();
    await expect(visitor.getByText(S.loginQuestion)).toBeVisible();
    await visitor
      .getByRole('dialog')
      .getByRole('button', { name: buttonName(S.loginConfirm) })
      .click();
    const passport = ACCOUNT_TEXT[lang].passport;
    await visitor.getByLabel(passport.email).fill(visitorAccount.email);
    await visitor.getByLabel(passport.password, { exact: true }).fill(visitorAccount.password);
    await visitor.getByRole('button', { name: passport.signInButton }).click();
    await expect(visitor).toHaveURL(/#\/pages\/Share\/Share\?/);
    await expect(row(visitor, journey.file)).toBeVisible();
    await row(visitor, journey.file).getByRole('checkbox').check();
    await visitor.getByRole('button', { name: S.saveSelected }).click();
    const save = visitor.getByRole('dialog', { name: S.saveTitle });
    await expect(save.getByRole('tree')).toBeVisible();
    await save.getByRole('button', { name: S.saveHere }).click();
    await expectToast(visitor, S.saved);
    await visitor.goto(`/?lang=${lang}#/pages/shared-space/shared-space`);
    await expect(row(visitor, journey.file)).toBeVisible();

    // The owner cancels the link from "shared links"; the visitor's link has ended.
    await page
      .getByRole('navigation', { name: lang === 'ar' ? 'أقسام مساحة الملفات' : '文件空间分类' })
      .getByRole('menuitem', { name: S.sharedLinks })
      .click();
    const record = row(page, journey.folder);
    await expect(record).toContainText(S.valid);
    await expect(record).toContainText(code);
    await page.screenshot({ path: path.join(artifactsDir, `share-records-${lang}.png`) });
    await page.getByRole('button', { name: S.recordActions(journey.folder) }).click();
    await chooseMenuItem(page.getByRole('menuitem', { name: S.cancelShare }));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName(S.cancelShare) })
      .click();
    await expectToast(page, S.cancelled);
    await expect(record).toHaveCount(0);

    await visitor.goto(`/?lang=${lang}${address.hash}`);
    await expect(visitor.getByRole('heading', { name: S.expired })).toBeVisible();
    await visitor.screenshot({ path: path.join(artifactsDir, `share-expired-${lang}.png`) });
    await visitorContext.close();
  });
}
