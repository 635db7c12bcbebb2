import fsp from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test } from './console-watch';
import { chooseMenuItem } from './menu-click';
import { S3_BUCKET, S3_FILES, type S3Language } from './drive-s3-fixtures';
import { DRIVE_TEXT } from './drive-texts';
import { readZip } from './read-zip';
import { buttonName, signInSeededLearner } from './sign-in';

// Runs in project `s3` only: the server keeps every byte in a bucket, seeded before it started.
const { image, text, folder, pdf } = S3_FILES;

const LANGUAGES: { lang: S3Language; dir: 'rtl' | 'ltr' }[] = [
  { lang: 'ar', dir: 'rtl' },
  { lang: 'zh', dir: 'ltr' },
];

async function downloaded(download: Download): Promise<Buffer> {
  return fsp.readFile(await download.path());
}

for (const { lang, dir } of LANGUAGES) {
  const T = DRIVE_TEXT[lang];

  test(`files kept in S3 show, preview and download in ${lang}`, async ({ page }) => {
    await signInSeededLearner(page, lang);
    await page.getByRole('banner').getByRole('link', { name: T.nav }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await page.getByText(T.grid, { exact: true }).click();

    // The grid shows the small picture the server made from the bucket's image (256 px wide).
    const card = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    await expect(card(image.name).locator('img')).toHaveJSProperty('naturalWidth', 256);

    await card(image.name).dblclick();
    const imageDialog = page.getByRole('dialog');
    await expect(imageDialog.locator('img')).toHaveJSProperty('naturalWidth', image.width);
    await page.keyboard.press('Escape');
    await expect(imageDialog).toBeHidden();

    // Text is read with a byte range, which the server answers from the bucket.
    const ranged = page.waitForResponse(
      (response) =>
        response.url().includes('/api/filetransfer/preview') &&
        response.request().headers().range !== undefined,
    );
    await card(text.name).dblclick();
    const textDialog = page.getByRole('dialog');
    const size = Buffer.byteLength(text.content);
    expect((await ranged).headers()['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    await expect(textDialog.locator('pre')).toHaveText(text.content);

    // One file comes straight from the bucket through a signed address, under its own name.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      textDialog.getByRole('button', { name: buttonName(T.download) }).click(),
    ]);
    const direct = new URL(file.url());
    expect(direct.origin).not.toBe(new URL(page.url()).origin);
    expect(direct.pathname.startsWith(`/${S3_BUCKET}/`)).toBe(true);
    expect(direct.searchParams.has('X-Amz-Signature')).toBe(true);
    expect(file.suggestedFilename()).toBe(text.name);
    expect((await downloaded(file)).toString('utf8')).toBe(text.content);
    await page.keyboard.press('Escape');
    await expect(textDialog).toBeHidden();

    // A PDF opens in the reader inside the preview, page by page.
    await card(pdf.name).dblclick();
    const pdfDialog = page.getByRole('dialog');
    await expect(pdfDialog.getByText(T.pdfPage(1, pdf.pages.length))).toBeVisible();
    await expect(pdfDialog.getByTestId('pdf-pages').getByText(pdf.pages[0])).toBeVisible();
    await pdfDialog.getByRole('button', { name: T.nextPage }).click();
    await expect(pdfDialog.getByText(T.pdfPage(2, pdf.pages.length))).toBeVisible();
    await expect(pdfDialog.getByTestId('pdf-pages').getByText(pdf.pages[1])).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(pdfDialog).toBeHidden();

    // A folder comes as a zip that Qiao streams from the bucket's objects.
    await page.getByRole('button', { name: T.more(folder.name) }).click();
    const zipComing = page.waitForEvent('download');
    await chooseMenuItem(page.getByRole('menuitem', { name: T.download }));
    const zip = await zipComing;
    expect(zip.suggestedFilename()).toBe(`${folder.name}.zip`);
    expect(readZip(await downloaded(zip))).toEqual({
      [`${folder.name}/`]: '',
      [`${folder.name}/${folder.emptyFolder}/`]: '',
      [`${folder.name}/${folder.file.name}`]: folder.file.content,
    });
  });
}
