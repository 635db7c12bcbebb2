import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { DEMO_FAMILIES, DEMO_FONTS } from './demo-fonts';
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

interface Picture {
  png: Buffer;
  width: number;
  height: number;
}

const SCALE = 3;

/**
 * Arabic drawn as a picture made by Pango, which joins and orders Arabic letters correctly;
 * PDFKit's own layout does not reorder right-to-left runs, so Arabic set as PDF text would come
 * out reversed. Rendered at 3× for print. The cost: the Arabic is not selectable text.
 */
async function arabicPicture(value: string, points: number): Promise<Picture> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="#222222" font_desc="${DEMO_FAMILIES.latinArabic} ${points * SCALE}">${value
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')}</span>`,
      fontfile: DEMO_FONTS.latinArabic,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width / SCALE, height: info.height / SCALE };
}

/** Every Arabic string of the document rendered up front, side by side. */
async function arabicPictures(spec: PdfSpec): Promise<Map<string, Picture>> {
  const wanted: [string, number][] = [
    [spec.title.ar, 14],
    ...spec.sections.flatMap((section) => [
      [section.heading.ar, 12] as [string, number],
      ...section.words.map((entry) => [entry.ar, 12] as [string, number]),
    ]),
  ];
  const pictures = await Promise.all(wanted.map(([value, points]) => arabicPicture(value, points)));
  return new Map(wanted.map(([value, points], index) => [`${points}:${value}`, pictures[index]!]));
}

const MARGIN = 56;

/** A vocabulary PDF (A4): title, sections with a table of characters, pinyin and meanings. */
export async function buildPdf(spec: PdfSpec): Promise<Buffer> {
  const pictures = await arabicPictures(spec);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: spec.title.en } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.registerFont('chinese', DEMO_FONTS.chinese);
  doc.registerFont('latin', DEMO_FONTS.latinArabic);
  const right = doc.page.width - MARGIN;
  const picture = (value: string, points: number) => pictures.get(`${points}:${value}`)!;
  const arabicLine = (value: string, points: number) => {
    const made = picture(value, points);
    doc.image(made.png, right - made.width, doc.y, { width: made.width, height: made.height });
    doc.y += made.height + 4;
    doc.x = MARGIN;
  };

  doc.font('chinese').fontSize(24).fillColor('#b0281e').text(spec.title.zh);
  doc.font('latin').fontSize(13).fillColor('#444444').text(spec.title.en);
  arabicLine(spec.title.ar, 14);

  for (const [index, section] of spec.sections.entries()) {
    if (index > 0 && spec.pagePerSection) doc.addPage();
    else doc.moveDown(0.8);
    doc.font('chinese').fontSize(16).fillColor('#1d3b5c').text(section.heading.zh);
    doc.font('latin').fontSize(11).fillColor('#444444').text(section.heading.en);
    arabicLine(section.heading.ar, 12);
    if (section.note) {
      doc.font('chinese').fontSize(11).fillColor('#222222').text(section.note.zh);
      doc.font('latin').fontSize(10).fillColor('#555555').text(section.note.en);
    }
    doc.moveDown(0.4);
    for (const entry of section.words) {
      if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
      const y = doc.y;
      doc
        .font('chinese')
        .fontSize(18)
        .fillColor('#111111')
        .text(entry.hanzi, MARGIN, y, { width: 110 });
      doc.font('latin').fontSize(12).fillColor('#1d3b5c');
      doc.text(entry.pinyin, MARGIN + 120, y + 4, { width: 110 });
      doc.font('latin').fontSize(10).fillColor('#555555');
      doc.text(entry.en, MARGIN + 240, y + 5, { width: 100 });
      // The meaning keeps to its column: a long one is drawn smaller rather than over the English.
      const made = picture(entry.ar, 12);
      const fit = Math.min(1, (right - (MARGIN + 350)) / made.width);
      doc.image(made.png, right - made.width * fit, y + 3 + ((1 - fit) * made.height) / 2, {
        width: made.width * fit,
        height: made.height * fit,
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
