import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { DRIVE_TEXT } from './drive-texts';
import { buttonName, registerLearner } from './sign-in';
import { UploadPanel } from './upload-panel';
import { UPLOAD_TEXT } from './upload-texts';
import { chooseMenuItem } from './menu-click';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/** What a person reads in the online editor, as the `editor` locale files say it. */
const EDITOR_TEXT = {
  ar: {
    edit: 'تحرير عبر الإنترنت',
    theme: 'السمة',
    fontSize: 'حجم الخط',
    fontSizeValue: (size: number) => `${size} بكسل`,
    save: 'حفظ',
    unsaved: 'تعديلات غير محفوظة',
    saved: 'حُفظت كل التعديلات',
    savedToast: 'تم الحفظ بنجاح',
    leaveTitle: 'هل تغادر دون حفظ؟',
    keepEditing: 'تابع التحرير',
    leave: 'أغلق دون حفظ',
    close: 'إغلاق',
  },
  zh: {
    edit: '在线编辑',
    theme: '主题',
    fontSize: '字号',
    fontSizeValue: (size: number) => `${size} 像素`,
    save: '保存',
    unsaved: '有未保存的修改',
    saved: '所有修改已保存',
    savedToast: '保存成功',
    leaveTitle: '不保存就离开吗？',
    keepEditing: '继续编辑',
    leave: '不保存并关闭',
    close: '关闭',
  },
} as const;

const JOURNEYS = [
  {
    lang: 'ar' as const,
    learner: 'مريم الحسيني',
    file: 'ملاحظات الدرس.md',
    heading: 'درس اليوم',
    added: 'الدرس الجديد 新课',
  },
  {
    lang: 'zh' as const,
    learner: '王小明',
    file: '课堂笔记.md',
    heading: '今天的课',
    added: '新的一课 الدرس',
  },
];

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function uploadMarkdown(page: Page, lang: 'ar' | 'zh', name: string, text: string) {
  const U = UPLOAD_TEXT[lang];
  await page.getByRole('button', { name: buttonName(U.upload) }).click();
  const chooserComing = page.waitForEvent('filechooser');
  await chooseMenuItem(page.getByRole('menuitem', { name: U.uploadFiles, exact: true }));
  const chooser = await chooserComing;
  await chooser.setFiles({ name, mimeType: 'text/markdown', buffer: Buffer.from(text) });
  const panel = new UploadPanel(page, lang);
  await panel.showTab('finished', 1);
  await expect(panel.item(panel.finished, name).getByRole('status')).toHaveText(U.status.success);
  await panel.close();
  await expect(row(page, name.replace(/\.md$/, ''))).toBeVisible();
}

async function openEditor(page: Page, lang: 'ar' | 'zh', name: string) {
  const more = lang === 'ar' ? DRIVE_TEXT.ar.more(name) : DRIVE_TEXT.zh.more(name);
  await page.getByRole('button', { name: more }).click();
  await chooseMenuItem(page.getByRole('menuitem', { name: EDITOR_TEXT[lang].edit }));
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('code-editor') });
  await expect(dialog.locator('.cm-content')).toBeVisible();
  return dialog;
}

async function pick(page: Page, select: ReturnType<Page['getByTestId']>, option: string) {
  // antd draws the visible list apart from its hidden accessible one; the visible item is clicked.
  const item = page.locator(`.ant-select-item-option[title="${option}"]`);
  const open = async () => {
    await select.click();
    // The theme list is long and virtual: its select takes a search first. Filled, not typed: on
    // a second try the search still holds the first one's text, and typing would add to it.
    const search = select.locator('input');
    if ((await search.getAttribute('readonly')) === null) await search.fill(option);
  };
  await open();
  // The list scrolls to the current value as it opens; a click that lands while it moves is lost
  // (the list stays open), and the learner clicks again, as this does. The pick counts once the
  // list has closed; the caller then checks what the choice changed.
  await expect(async () => {
    if (!(await item.isVisible())) await open();
    await item.click({ timeout: 5_000 });
    await expect(item).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

for (const journey of JOURNEYS) {
  test(`a learner edits a markdown file online in ${journey.lang}`, async ({ page }) => {
    const T = EDITOR_TEXT[journey.lang];
    await registerLearner(page, journey.learner);
    await page.goto(`/?lang=${journey.lang}#/`);
    await page
      .getByRole('banner')
      .getByRole('link', { name: DRIVE_TEXT[journey.lang].nav })
      .click();
    await uploadMarkdown(page, journey.lang, journey.file, `# ${journey.heading}\n\n- 你好\n`);

    let dialog = await openEditor(page, journey.lang, journey.file);
    const preview = dialog.getByTestId('markdown-preview');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(journey.heading);
    await expect(dialog.getByRole('status')).toHaveText(T.saved);

    // Type at the end; the preview follows and the dialog knows it is unsaved.
    await dialog.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\n## ${journey.added}\n`);
    await expect(preview.getByRole('heading', { level: 2 })).toHaveText(journey.added);
    await expect(dialog.getByRole('status')).toHaveText(T.unsaved);

    // Closing with unsaved changes asks first; "keep editing" keeps them.
    await dialog.getByRole('button', { name: T.close }).click();
    const confirm = page.getByRole('dialog', { name: T.leaveTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: buttonName(T.keepEditing) }).click();
    await expect(dialog.getByRole('status')).toHaveText(T.unsaved);

    // Ctrl+S saves.
    await dialog.locator('.cm-content').click();
    await page.keyboard.press('Control+s');
    await expect(page.locator('.ant-message').getByText(T.savedToast).first()).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(T.saved);

    // Theme and font size change the editor at once.
    const editor = dialog.locator('.cm-editor');
    await pick(page, dialog.getByTestId('editor-theme'), 'Dracula');
    await expect(editor).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    await pick(page, dialog.getByTestId('editor-font-size'), T.fontSizeValue(22));
    await expect(editor).toHaveCSS('font-size', '22px');
    await page.screenshot({
      path: path.join(artifactsDir, `editor-${journey.lang}.png`),
      fullPage: true,
    });

    await dialog.getByRole('button', { name: T.close }).click();
    await expect(dialog).toBeHidden();

    // Reopened: the saved text is there, and the theme and size were kept.
    dialog = await openEditor(page, journey.lang, journey.file);
    await expect(dialog.locator('.cm-content')).toContainText(journey.added);
    await expect(
      dialog.getByTestId('markdown-preview').getByRole('heading', { level: 2 }),
    ).toHaveText(journey.added);
    await expect(dialog.locator('.cm-editor')).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    await expect(dialog.locator('.cm-editor')).toHaveCSS('font-size', '22px');
    await dialog.getByRole('button', { name: T.close }).click();
    await expect(dialog).toBeHidden();
  });
}
