import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertSnapshot } from '@qiao/contracts/certs';
import { collectPdf, drawLine, readLigaturesRightToLeft } from '../../../platform/pdf/draw-line';

/** The issuer as printed: the platform's name in its three languages. */
export const ISSUER_LINE = 'Qiao · جسر · 桥';

/** The title and the labels, in Arabic, Chinese and English (the certificate is one page for all). */
export const CERTIFICATE_WORDING = {
  title: { ar: 'شهادة إنجاز', zh: '学业成就证书', en: 'Certificate of Achievement' },
  certifies: { ar: 'تشهد هذه الوثيقة بأن', zh: '兹证明', en: 'This certifies that' },
  completed: {
    ar: 'أتم المقرر ونجح في الاختبار',
    zh: '已完成课程并通过考试',
    en: 'has completed the course and passed the exam',
  },
  level: { ar: 'المستوى', zh: '等级', en: 'Level' },
  score: { ar: 'الدرجة', zh: '成绩', en: 'Score' },
  pass: { ar: 'النجاح', zh: '及格', en: 'pass' },
  issued: { ar: 'تاريخ الإصدار', zh: '发证日期', en: 'Date of issue' },
  number: { ar: 'رقم الشهادة', zh: '证书编号', en: 'Certificate No.' },
  verify: { ar: 'تحقق', zh: '验证', en: 'Verify' },
} as const;

const RED = '#b0281e';
const GOLD = '#b8892d';
const GREY = '#5f6b7a';

const presentTitles = (snapshot: CertSnapshot) =>
  (['zh', 'ar', 'en'] as const)
    .map((lang) => ({ lang, text: snapshot.course.title[lang] }))
    .filter((title): title is { lang: 'zh' | 'ar' | 'en'; text: string } => Boolean(title.text));

const trilingual = (words: { ar: string; zh: string; en: string }) =>
  `${words.en} · ${words.zh} · ${words.ar}`;

/** The frame: a red outer line and a gold inner one. */
function drawFrame(doc: PDFKit.PDFDocument) {
  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor(RED)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .rect(34, 34, width - 68, height - 68)
    .stroke();
}

/** One fact at the foot (level, score, date, number): a small trilingual label over the value. */
function drawFact(
  doc: PDFKit.PDFDocument,
  label: { ar: string; zh: string; en: string },
  value: string,
  centre: number,
  y: number,
  note?: string,
) {
  const style = { centre, maxWidth: 150 };
  let at = y;
  at += drawLine(doc, trilingual(label), at, { ...style, size: 7.5, color: GREY });
  at += drawLine(doc, value, at, { ...style, size: 13, weight: 700 });
  if (note) drawLine(doc, note, at, { ...style, size: 7.5, color: GREY });
}

/**
 * The certificate as one A4 landscape page: issuer, title in three languages, the holder's two
 * names, the course, and at the foot the level, score, date and number beside a QR code of the
 * verify address. Every string is real text (selectable and searchable), Arabic included.
 */
export async function certificatePdf(input: {
  snapshot: CertSnapshot;
  verifyUrl: string;
}): Promise<Buffer> {
  const { snapshot, verifyUrl } = input;
  const qr = await QRCode.toBuffer(verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${CERTIFICATE_WORDING.title.en} ${snapshot.number}`,
      Author: snapshot.issuer.name.en ?? 'Qiao',
    },
  });
  const done = collectPdf(doc);

  drawFrame(doc);
  const w = CERTIFICATE_WORDING;
  let y = 58;
  y += drawLine(doc, ISSUER_LINE, y, { size: 13, color: RED, weight: 700 }) + 6;
  y += drawLine(doc, w.title.zh, y, { size: 30, weight: 700, color: RED });
  y += drawLine(doc, w.title.ar, y, { size: 24, weight: 700, color: RED, direction: 'rtl' });
  y += drawLine(doc, w.title.en, y, { size: 15, color: RED }) + 4;
  y += drawLine(doc, trilingual(w.certifies), y, { size: 10, color: GREY });
  y += drawLine(doc, snapshot.nameLatin, y, { size: 26, weight: 700 });
  y += drawLine(doc, snapshot.nameArabic, y, { size: 24, weight: 700, direction: 'rtl' }) + 8;
  y += drawLine(doc, trilingual(w.completed), y, { size: 10, color: GREY });
  for (const title of presentTitles(snapshot)) {
    y += drawLine(doc, title.text, y, {
      size: title.lang === 'en' ? 12 : 15,
      weight: title.lang === 'en' ? 400 : 700,
      direction: title.lang === 'ar' ? 'rtl' : 'ltr',
    });
  }

  const footY = doc.page.height - 150;
  const { exam } = snapshot;
  const columns = [110, 250, 390, 540];
  drawFact(doc, w.level, exam.levelName, columns[0]!, footY);
  drawFact(
    doc,
    w.score,
    `${exam.points} / ${exam.max}`,
    columns[1]!,
    footY,
    `≥ ${exam.pass} · ${trilingual(w.pass)}`,
  );
  drawFact(doc, w.issued, snapshot.issuedAt.slice(0, 10), columns[2]!, footY);
  drawFact(doc, w.number, snapshot.number, columns[3]!, footY);

  const qrSize = 92;
  // The address under the code stays inside the inner frame, shrinking to fit rather than touching it.
  const qrCentre = doc.page.width - 140;
  doc.image(qr, qrCentre - qrSize / 2, footY - 30, { width: qrSize, height: qrSize });
  drawLine(doc, verifyUrl, footY + qrSize - 26, {
    size: 7,
    color: GREY,
    centre: qrCentre,
    maxWidth: 170,
  });
  drawLine(doc, trilingual(w.verify), footY - 44, { size: 7.5, color: GREY, centre: qrCentre });

  readLigaturesRightToLeft(doc);
  doc.end();
  return done;
}
