import path from 'node:path';
import { expect, test } from './console-watch';
import {
  artifactsDir,
  createOfficeFile,
  openFiles,
  openPreview,
  OFFICE_TEXT,
} from './office-steps';

/**
 * The S3-backed server runs without LibreOffice (OFFICE_CONVERTER=off, see playwright.config.ts),
 * as a deployment without it would: the browser's own readers draw the documents.
 */
for (const [lang, learner, docName, sheetName] of [
  ['ar', 'ريم العتيبي', 'درس المحادثة', 'مفردات الدرس'],
  ['zh', '李华', '第一课 课文', '生词表'],
] as const) {
  test.describe(`office files without a converter in ${lang}`, () => {
    test('the browser renders the docx and the xlsx itself', async ({ page }) => {
      test.setTimeout(300_000);
      await openFiles(page, lang, `${learner} 2`);
      await createOfficeFile(page, lang, 'docx', docName);
      const docDialog = await openPreview(page, docName);
      // docx-preview lays the document out as pages (a blank one here).
      await expect(
        docDialog.getByTestId('docx-preview').locator('section.qiao-docx'),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(docDialog).toBeHidden();

      await createOfficeFile(page, lang, 'xlsx', sheetName);
      const sheetDialog = await openPreview(page, sheetName);
      await expect(sheetDialog.getByRole('tab', { name: 'Sheet1' })).toBeVisible();
      await expect(sheetDialog.getByText(OFFICE_TEXT[lang].sheetEmpty)).toBeVisible();
      await page.screenshot({ path: path.join(artifactsDir, `office-xlsx-browser-${lang}.png`) });
    });
  });
}
