import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './console-watch';
import { DRIVE_TEXT } from './drive-texts';
import { buttonName, registerLearner } from './sign-in';

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/** What a person reads around office files, as the locale files say it. */
export const OFFICE_TEXT = {
  ar: {
    newFile: 'ملف مكتبي جديد',
    fileName: 'اسم الملف',
    create: 'إنشاء',
    nameRequired: 'يُرجى إدخال اسم الملف',
    created: 'تم إنشاء الملف',
    types: { docx: 'مستند Word', xlsx: 'مصنف Excel' },
    sheetEmpty: 'هذه الورقة فارغة.',
  },
  zh: {
    newFile: '新建办公文件',
    fileName: '文件名',
    create: '创建',
    nameRequired: '请输入文件名',
    created: '文件已创建',
    types: { docx: 'Word 文档', xlsx: 'Excel 工作簿' },
    sheetEmpty: '此工作表为空。',
  },
} as const;

export type Lang = keyof typeof OFFICE_TEXT;

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Opens a file's preview by double click, once the list has settled after the change. */
export async function openPreview(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    // A late dialog from the previous try is not clicked through (its mask would take the click).
    if (!(await dialog.isVisible())) await row(page, name).dblclick({ timeout: 5_000 });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass();
  return dialog;
}

export async function openFiles(page: Page, lang: Lang, learner: string) {
  await registerLearner(page, learner);
  if (lang === 'zh') await page.goto('/?lang=zh#/');
  await page.getByRole('banner').getByRole('link', { name: DRIVE_TEXT[lang].nav }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

export async function createOfficeFile(
  page: Page,
  lang: Lang,
  type: 'docx' | 'xlsx',
  name: string,
) {
  const T = OFFICE_TEXT[lang];
  await page.getByRole('button', { name: T.newFile }).click();
  const dialog = page.getByRole('dialog', { name: T.newFile });
  await dialog.getByText(T.types[type]).click();
  // The name is required, with the spec's message.
  await dialog.getByRole('button', { name: buttonName(T.create) }).click();
  await expect(dialog.getByText(T.nameRequired)).toBeVisible();
  await dialog.getByLabel(T.fileName).fill(name);
  await dialog.getByRole('button', { name: buttonName(T.create) }).click();
  await expect(page.locator('.ant-message').getByText(T.created).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, `${name}.${type}`)).toBeVisible();
}

/** The preview waits for LibreOffice's PDF, then shows its one page in the PDF reader. */
export async function expectPdfPreview(page: Page, lang: Lang, name: string) {
  const dialog = await openPreview(page, name);
  await expect(dialog.getByText(DRIVE_TEXT[lang].pdfPage(1, 1))).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId('pdf-pages').locator('canvas').first()).toBeVisible();
  return dialog;
}
