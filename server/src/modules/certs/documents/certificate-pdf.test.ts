import jsQR from 'jsqr';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf';
import { unprintableCharacters } from '../../../platform/pdf/fonts';
import { sampleSnapshot, VERIFY_URL } from './test-snapshot';

type PdfPage = Awaited<
  ReturnType<Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>['getPage']>
>;

async function openPdf(bytes: Buffer) {
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isOffscreenCanvasSupported: false,
    useSystemFonts: false,
  }).promise;
  return { pages: document.numPages, page: await document.getPage(1) };
}

/** Every text item of the page, joined (an Arabic item comes back in logical order). */
async function pageText(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

/** The page's images as RGBA pixels, decoded by pdf.js from the PDF itself. */
async function pageImages(page: PdfPage) {
  const operators = await page.getOperatorList();
  const images: { width: number; height: number; rgba: Uint8ClampedArray }[] = [];
  for (const [index, fn] of operators.fnArray.entries()) {
    if (fn !== pdfjs.OPS.paintImageXObject) continue;
    const name = operators.argsArray[index][0] as string;
    const image = await new Promise<{
      width: number;
      height: number;
      kind: number;
      data: Uint8Array;
    }>((resolve) => page.objs.get(name, resolve));
    const pixels = image.width * image.height;
    const rgba = new Uint8ClampedArray(pixels * 4);
    if (image.kind === pdfjs.ImageKind.RGBA_32BPP) rgba.set(image.data);
    else if (image.kind === pdfjs.ImageKind.RGB_24BPP) {
      for (let i = 0; i < pixels; i += 1) {
        rgba.set(image.data.subarray(i * 3, i * 3 + 3), i * 4);
        rgba[i * 4 + 3] = 255;
      }
    } else throw new Error(`image kind ${image.kind} not read here`);
    images.push({ width: image.width, height: image.height, rgba });
  }
  return images;
}

describe('the certificate PDF', () => {
  let page: PdfPage;
  let pages: number;

  beforeAll(async () => {
    ({ page, pages } = await openPdf(
      await certificatePdf({ snapshot: sampleSnapshot(), verifyUrl: VERIFY_URL }),
    ));
  });

  it('is one A4 landscape page', () => {
    expect(pages).toBe(1);
    const [, , width, height] = page.view;
    expect(Math.round(width!)).toBe(842);
    expect(Math.round(height!)).toBe(595);
  });

  it('reads back the number, both names, the course in Chinese, the level, score and date', async () => {
    const text = await pageText(page);
    for (const expected of [
      'QIAO-YCT1-2026-000123',
      'Muhammad Ali',
      'محمد علي',
      '少儿汉语一级',
      'الصينية للأطفال',
      'Chinese for Children YCT 1',
      '学业成就证书',
      'شهادة إنجاز',
      'Certificate of Achievement',
      'YCT 1',
      '168 / 200',
      '2026-11-26',
      VERIFY_URL,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('has a QR code that decodes to exactly the verify address', async () => {
    const decoded = (await pageImages(page))
      .map((image) => jsQR(image.rgba, image.width, image.height)?.data)
      .filter(Boolean);
    expect(decoded).toEqual([VERIFY_URL]);
  });

  it('prints a Chinese name of rare characters and leaves out a course language it lacks', async () => {
    const rare = await openPdf(
      await certificatePdf({
        snapshot: sampleSnapshot({
          nameLatin: '龘靐齉·帧戊',
          course: { id: 'c', title: { zh: '汉语入门' } },
        }),
        verifyUrl: VERIFY_URL,
      }),
    );
    const text = await pageText(rare.page);
    expect(text).toContain('龘靐齉·帧戊');
    expect(text).toContain('汉语入门');
    expect(text).not.toContain('Chinese for Children');
  });

  it('tells which characters of a name no bundled font can draw', () => {
    expect(unprintableCharacters('穆罕默德·阿里 Muhammad محمد')).toEqual([]);
    expect(unprintableCharacters('齉龘㐁')).toEqual(['㐁']);
  });
});
