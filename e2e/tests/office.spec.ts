import path from 'node:path';
import { expect, test } from './console-watch';
import { artifactsDir, createOfficeFile, expectPdfPreview, openFiles } from './office-steps';

for (const [lang, learner, docName, sheetName] of [
  ['ar', 'سلمى الحربي', 'درس المحادثة', 'مفردات الدرس'],
  ['zh', '王小明', '第一课 课文', '生词表'],
] as const) {
  test.describe(`office files in ${lang}`, () => {
    test('create a docx and an xlsx, and preview both as PDF made by LibreOffice', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await openFiles(page, lang, learner);
      await createOfficeFile(page, lang, 'docx', docName);
      const docPreview = await expectPdfPreview(page, lang, docName);
      await page.screenshot({ path: path.join(artifactsDir, `office-docx-pdf-${lang}.png`) });
      await page.keyboard.press('Escape');
      await expect(docPreview).toBeHidden();

      await createOfficeFile(page, lang, 'xlsx', sheetName);
      await expectPdfPreview(page, lang, sheetName);
      await page.keyboard.press('Escape');
    });
  });
}
