import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { chineseFont, latinArabicFont } from './demo-fonts';
import type { DemoWord } from './local-text';

export interface PdfSection {
  heading: { zh: string; ar: string; en: string };
  /** A short paragraph in Chinese and English under the heading. */
  note?: { zh: string; en: string };
  words: DemoWord[];
}

export interface PdfSpec {
  title: { zh: string; ar: string; en: string };
  sections: PdfSection[];
  /** Start every section on a new page (vocabulary lists of several pages). */
  pagePerSection?: boolean;
}

/**
 * Arabic drawn as a picture made by Pango, which joins and orders Arabic letters correctly;
 * PDFKit's own text layout does not reorder right-to-left runs. Rendered at 3× for print.
 */
async function arabicPicture(
  value: string,
  points: number,
): Promise<{ png: Buffer; width: number; height: number }> {
  const scale = 3;
  const font = latinArabicFont();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="#222222" font_desc="DejaVu Sans ${points * scale}">${value
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')}</span>`,
      ...(font ? { fontfile: font } : {}),
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width / scale, height: info.height / scale };
}

const MARGIN = 56;

/** A vocabulary PDF (A4): title, sections with a table of characters, pinyin and meanings. */
export async function buildPdf(spec: PdfSpec): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: spec.title.en } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const cjk = chineseFont();
  const latin = latinArabicFont();
  const chinese = () => {
    if (!cjk) return doc.font('Helvetica');
    return cjk.endsWith('.ttc') ? doc.font(cjk, 'NotoSansCJKsc-Regular') : doc.font(cjk);
  };
  const roman = () => (latin ? doc.font(latin) : doc.font('Helvetica'));
  const right = doc.page.width - MARGIN;
  const arabicLine = async (value: string, points: number) => {
    const picture = await arabicPicture(value, points);
    doc.image(picture.png, right - picture.width, doc.y, {
      width: picture.width,
      height: picture.height,
    });
    doc.y += picture.height + 4;
  };

  chinese().fontSize(24).fillColor('#b0281e').text(spec.title.zh, { align: 'left' });
  roman().fontSize(13).fillColor('#444444').text(spec.title.en);
  await arabicLine(spec.title.ar, 14);
  doc.moveDown(0.5);

  for (const [index, section] of spec.sections.entries()) {
    if (index > 0 && spec.pagePerSection) doc.addPage();
    else doc.moveDown(0.8);
    chinese().fontSize(16).fillColor('#1d3b5c').text(section.heading.zh);
    roman().fontSize(11).fillColor('#444444').text(section.heading.en);
    await arabicLine(section.heading.ar, 12);
    if (section.note) {
      chinese().fontSize(11).fillColor('#222222').text(section.note.zh);
      roman().fontSize(10).fillColor('#555555').text(section.note.en);
    }
    doc.moveDown(0.4);
    for (const entry of section.words) {
      if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
      const y = doc.y;
      chinese().fontSize(18).fillColor('#111111').text(entry.hanzi, MARGIN, y, { width: 110 });
      roman()
        .fontSize(12)
        .fillColor('#1d3b5c')
        .text(entry.pinyin, MARGIN + 120, y + 4, { width: 120 });
      roman()
        .fontSize(10)
        .fillColor('#555555')
        .text(entry.en, MARGIN + 250, y + 5, { width: 110 });
      const picture = await arabicPicture(entry.ar, 12);
      doc.image(picture.png, right - picture.width, y + 3, {
        width: picture.width,
        height: picture.height,
      });
      doc.x = MARGIN;
      doc.y = y + 30;
      doc
        .moveTo(MARGIN, doc.y - 4)
        .lineTo(right, doc.y - 4)
        .lineWidth(0.3)
        .strokeColor('#dddddd')
        .stroke();
    }
  }
  doc.end();
  return done;
}
