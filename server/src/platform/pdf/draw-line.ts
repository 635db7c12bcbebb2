import { fontBytes, type FontWeight } from './fonts';
import { visualRuns } from './text-runs';

/**
 * Lines of text in any of Qiao's scripts drawn into a pdfkit document (certificates, receipts):
 * each run in a bundled font that holds its glyphs, in visual order, Arabic shaped by fontkit and
 * kept as real, selectable text.
 */

export const INK = '#1f2933';

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

export interface LineStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
  direction?: 'ltr' | 'rtl';
  /** Centre of the line (default: the page's centre). */
  centre?: number;
  /** Where the line starts, instead of a centre: its left edge, or its right edge (`align: 'end'`). */
  edge?: number;
  /** With `edge`: the line ends at it (right-aligned) rather than starting at it. */
  align?: 'start' | 'end';
  /** Widest the line may be; a longer one is set smaller. */
  maxWidth?: number;
}

/** The document's font set to a bundled file, registered once per document under its path. */
function useFile(doc: PDFKit.PDFDocument, file: string, size: number) {
  // Registered once per document under its path: pdfkit then parses and embeds each file once.
  if (!registered.has(doc)) registered.set(doc, new Set());
  const names = registered.get(doc)!;
  if (!names.has(file)) {
    doc.registerFont(file, fontBytes(file));
    names.add(file);
  }
  return doc.font(file).fontSize(size);
}

/**
 * Draws one line at `y`, run by run in visual order (no wrapping: a longer line is set smaller),
 * centred unless an edge is given. Answers the line's height.
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  style: LineStyle,
): number {
  const weight = style.weight ?? 400;
  const runs = visualRuns(text, weight, style.direction ?? 'ltr');
  const widthAt = (size: number) =>
    runs.reduce(
      (sum, run) => sum + useFile(doc, run.file, size).widthOfString(run.text, { features: [] }),
      0,
    );
  const maxWidth = style.maxWidth ?? doc.page.width - 160;
  const size = Math.min(style.size, (style.size * maxWidth) / Math.max(1, widthAt(style.size)));
  let x =
    style.edge === undefined
      ? (style.centre ?? doc.page.width / 2) - widthAt(size) / 2
      : style.align === 'end'
        ? style.edge - widthAt(size)
        : style.edge;
  doc.fillColor(style.color ?? INK);
  for (const run of runs) {
    useFile(doc, run.file, size);
    // An empty feature list makes pdfkit lay the whole run out at once instead of word by word,
    // so the words of an Arabic run come out in right-to-left order.
    // One baseline for all runs: the Chinese and Arabic fonts have different ascents.
    doc.text(run.text, x, y + size * 1.1, {
      lineBreak: false,
      features: [],
      baseline: 'alphabetic',
    });
    x += doc.widthOfString(run.text, { features: [] });
  }
  return size * 1.45;
}

const ARABIC_ONLY = /^\p{Script=Arabic}+$/u;

/**
 * An Arabic ligature (لا) is drawn as one glyph and its text is read back right to left with the
 * rest of the run, so its letters must be written in that order too (else لا reads back as ال).
 * pdfkit writes each glyph's text when the document ends; this turns the Arabic ligatures round
 * first. Call it just before `doc.end()`.
 */
export function readLigaturesRightToLeft(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })
    ._fontFamilies;
  // A font is listed under its name and its file: each is turned round once.
  for (const font of new Set(Object.values(families))) {
    font.unicode?.forEach((codePoints, gid, all) => {
      // A ligature's text: its letters, or its presentation form (U+FEFB) taken apart.
      const letters = [...String.fromCodePoint(...codePoints).normalize('NFKC')];
      if (letters.length > 1 && ARABIC_ONLY.test(letters.join(''))) {
        all[gid] = letters.reverse().map((letter) => letter.codePointAt(0)!);
      }
    });
  }
}

/** A pdfkit document's bytes once it ends: start listening before drawing, await after `end()`. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
