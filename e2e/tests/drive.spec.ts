import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './console-watch';
import { DRIVE_TEXT } from './drive-texts';
import { registerLearner } from './sign-in';
import { chooseMenuItem } from './menu-click';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');
const T = DRIVE_TEXT.ar;

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function createFolder(page: Page, name: string) {
  await page.getByRole('button', { name: T.newFolder }).click();
  const dialog = page.getByRole('dialog', { name: T.newFolder });
  await dialog.getByLabel(T.folderName).fill(name);
  // The spec: Enter submits the new-folder dialog.
  await dialog.getByLabel(T.folderName).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toBeVisible();
}

async function chooseFromMore(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: T.more(name) }).click();
  await chooseMenuItem(page.getByRole('menuitem', { name: item }));
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator('.ant-message').getByText(text).first()).toBeVisible();
}

const sideMenu = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'أقسام مساحة الملفات' });

test.describe('the file space', () => {
  test('a learner manages folders in Arabic and keeps the grid after a reload', async ({
    page,
  }) => {
    await registerLearner(page, 'ليلى المنصوري');
    await page.getByRole('banner').getByRole('link', { name: T.nav }).click();
    await expect(page).toHaveURL(/#\/pages\/shared-space\/shared-space/);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.getByText(T.emptyFolder)).toBeVisible();

    // A bad name is refused with the spec's message; a good one creates the folder.
    await page.getByRole('button', { name: T.newFolder }).click();
    const dialog = page.getByRole('dialog', { name: T.newFolder });
    await dialog.getByLabel(T.folderName).fill('درس/أول');
    await dialog.getByRole('button', { name: T.create }).click();
    await expect(dialog.getByText(T.forbiddenName)).toBeVisible();
    await dialog.getByLabel(T.folderName).fill('الدروس');
    await dialog.getByLabel(T.folderName).press('Enter');
    await expectToast(page, T.toast.created);
    await expect(row(page, 'الدروس')).toBeVisible();

    await chooseFromMore(page, 'الدروس', T.rename);
    const rename = page.getByRole('dialog', { name: T.rename });
    await rename.getByLabel(T.newName).fill('دروس الصينية');
    await rename.getByLabel(T.newName).press('Enter');
    await expectToast(page, T.toast.renamed);
    await expect(row(page, 'دروس الصينية')).toBeVisible();

    // Move through the right-click menu into a second folder picked in the tree.
    await createFolder(page, 'الأرشيف');
    await row(page, 'دروس الصينية').click({ button: 'right' });
    const menuItem = page.getByRole('menuitem', { name: T.move });
    // The spec's item height, read from the style: the opening animation scales the box.
    await expect(menuItem).toHaveCSS('height', '36px');
    await menuItem.click();
    const move = page.getByRole('dialog', { name: T.move });
    await move.getByRole('tree').getByText('الأرشيف').click();
    await move.getByRole('button', { name: T.moveHere }).click();
    await expectToast(page, T.toast.moved);
    await expect(row(page, 'دروس الصينية')).toBeHidden();

    // Double click opens a folder; the breadcrumbs lead back.
    await row(page, 'الأرشيف').dblclick();
    await expect(page).toHaveURL(/filePath=%2F/);
    const crumbs = page.getByRole('navigation', { name: 'الموقع الحالي' });
    await expect(crumbs).toContainText('الأرشيف');
    await expect(row(page, 'دروس الصينية')).toBeVisible();

    // Nothing ticked: the spec's reminder. Ticked: into the recycle bin.
    await page.getByRole('button', { name: T.delete, exact: true }).click();
    await expectToast(page, T.nothingSelected);
    await page.getByLabel(T.select('دروس الصينية')).check();
    await page.getByRole('button', { name: T.delete, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: T.delete });
    await confirm.getByRole('button', { name: T.delete, exact: true }).click();
    await expectToast(page, T.toast.deleted);
    await expect(page.getByText(T.emptyFolder)).toBeVisible();

    await sideMenu(page).getByRole('menuitem', { name: T.recycleBin }).click();
    await expect(page).toHaveURL(/fileType=6/);
    await expect(row(page, 'دروس الصينية')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: T.deleteTime })).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'drive-bin-ar.png'), fullPage: true });
    await chooseFromMore(page, 'دروس الصينية', T.restore);
    await expectToast(page, T.toast.restored);
    await expect(page.getByText(T.emptyBin)).toBeVisible();

    // Back in the folder it came from, opened with the keyboard.
    await sideMenu(page).getByRole('menuitem', { name: T.all }).click();
    await row(page, 'الأرشيف').focus();
    await page.keyboard.press('Enter');
    await expect(row(page, 'دروس الصينية')).toBeVisible();
    await crumbs.getByRole('link', { name: T.myFiles }).click();
    await expect(row(page, 'الأرشيف')).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'drive-ar.png'), fullPage: true });

    await page.getByText(T.grid, { exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'الأرشيف' });
    await expect(card).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByText(T.list, { exact: true }).click();
    await expect(row(page, 'الأرشيف')).toBeVisible();
  });

  test('the file space speaks Chinese, left to right', async ({ page }) => {
    await registerLearner(page, '李文');
    await page.goto('/?lang=zh#/');
    await page.getByRole('banner').getByRole('link', { name: DRIVE_TEXT.zh.nav }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: DRIVE_TEXT.zh.title })).toBeVisible();
    const menu = page.getByRole('navigation', { name: '文件空间分类' });
    await expect(menu.getByRole('menuitem', { name: DRIVE_TEXT.zh.all })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: DRIVE_TEXT.zh.recycleBin })).toBeVisible();
    // The empty folder says so in text that can be read (antd draws it in its disabled grey).
    await expect(page.getByText(DRIVE_TEXT.zh.emptyFolder)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: DRIVE_TEXT.zh.newFolder }).click();
    const dialog = page.getByRole('dialog', { name: DRIVE_TEXT.zh.newFolder });
    await dialog.getByLabel(DRIVE_TEXT.zh.folderName).fill('第一课 生词');
    await dialog.getByLabel(DRIVE_TEXT.zh.folderName).press('Enter');
    await expect(page.getByText(DRIVE_TEXT.zh.toastCreated)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '第一课 生词' })).toBeVisible();
    await page.screenshot({ path: path.join(artifactsDir, 'drive-zh.png'), fullPage: true });
  });
});
