import PDFDocument from 'pdfkit';
import { directionOf, intlLocaleOf, type Language } from '@qiao/contracts/languages';
import type { Money, OrderState, PaymentType } from '@qiao/contracts/pay';
import { formatMoney, rtlSafeMoney } from '@qiao/contracts/pay-money';
import { collectPdf, drawLine, readLigaturesRightToLeft } from '../../../platform/pdf/draw-line';
import { PAYMENT_TYPE_NAMES, RECEIPT_STATE_NAMES, RECEIPT_WORDING } from './receipt-wording';

/** The platform's name in its three languages, as the certificate prints it. */
const ISSUER_LINE = 'Qiao · جسر · 桥';

const RED = '#b0281e';
const GOLD = '#b8892d';
const GREY = '#5f6b7a';

/** Everything a receipt prints, in the learner's language. */
export interface ReceiptView {
  language: Language;
  number: string;
  learnerName: string;
  courseTitle: string;
  amount: Money;
  paymentType: PaymentType | null;
  /** The provider's reference of the payment. */
  transaction: string | null;
  paidAt: Date | null;
  state: OrderState;
  refunds: { at: Date; amountMinor: number; reason: string }[];
  issuedAt: Date;
}

const MARGIN = 60;
/** Where a value begins, measured from the label's edge. */
const VALUE_OFFSET = 170;

/**
 * A paid order's receipt: one A4 page in the learner's language, right to left in Arabic, every
 * string real text (selectable and searchable). Labels and values in two columns that start from
 * the reading side; the refunds so far, their total and the net paid below.
 */
export async function receiptPdf(view: ReceiptView): Promise<Buffer> {
  const { language } = view;
  const words = (key: keyof typeof RECEIPT_WORDING) => RECEIPT_WORDING[key][language];
  const direction = directionOf(language);
  const rtl = direction === 'rtl';
  const money = (amountMinor: number) =>
    rtlSafeMoney(formatMoney({ amountMinor, currency: view.amount.currency }, language));
  const date = (at: Date) =>
    new Intl.DateTimeFormat(intlLocaleOf(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(at) + ' UTC';

  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: language,
    info: { Title: `${RECEIPT_WORDING.title.en} ${view.number}`, Author: 'Qiao' },
  });
  const done = collectPdf(doc);
  const { width } = doc.page;
  const labelEdge = rtl ? width - MARGIN : MARGIN;
  const valueEdge = rtl ? labelEdge - VALUE_OFFSET : labelEdge + VALUE_OFFSET;
  const align = rtl ? 'end' : 'start';
  const row = (label: string, value: string, y: number, options: { bold?: boolean } = {}) => {
    drawLine(doc, label, y, { size: 10, color: GREY, direction, edge: labelEdge, align });
    const height = drawLine(doc, value, y, {
      size: 11.5,
      weight: options.bold ? 700 : 400,
      direction,
      edge: valueEdge,
      align,
      maxWidth: width - 2 * MARGIN - VALUE_OFFSET,
    });
    return Math.max(height, 16) + 6;
  };
  const rule = (y: number, color: string, thickness: number) =>
    doc
      .lineWidth(thickness)
      .strokeColor(color)
      .moveTo(MARGIN, y)
      .lineTo(width - MARGIN, y)
      .stroke();

  rule(40, RED, 3);
  let y = 56;
  y += drawLine(doc, ISSUER_LINE, y, { size: 12, weight: 700, color: RED }) + 4;
  y += drawLine(doc, words('title'), y, { size: 24, weight: 700, color: RED, direction }) + 6;
  rule(y, GOLD, 0.8);
  y += 18;

  y += row(words('number'), view.number, y, { bold: true });
  y += row(words('learner'), view.learnerName, y);
  y += row(words('course'), view.courseTitle, y);
  y += row(words('amount'), money(view.amount.amountMinor), y, { bold: true });
  y += row(
    words('paymentType'),
    view.paymentType ? PAYMENT_TYPE_NAMES[view.paymentType][language] : '—',
    y,
  );
  y += row(words('transaction'), view.transaction ?? '—', y);
  y += row(words('paidAt'), view.paidAt ? date(view.paidAt) : '—', y);
  y += row(words('state'), RECEIPT_STATE_NAMES[view.state]?.[language] ?? view.state, y);

  y += 10;
  rule(y, GOLD, 0.8);
  y += 14;
  y += drawLine(doc, words('refunds'), y, {
    size: 13,
    weight: 700,
    direction,
    edge: labelEdge,
    align,
  });
  y += 4;
  if (view.refunds.length === 0) {
    y += drawLine(doc, words('noRefunds'), y, {
      size: 10.5,
      color: GREY,
      direction,
      edge: labelEdge,
      align,
    });
  }
  const footY = doc.page.height - 90;
  for (const refund of view.refunds) {
    // A long list of refunds goes on over the next page rather than under the foot.
    if (y > footY - 80) {
      doc.addPage();
      y = 56;
    }
    y += row(date(refund.at), `${money(refund.amountMinor)} · ${refund.reason}`, y);
  }
  const refundedMinor = view.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
  if (view.refunds.length > 0) {
    y += 4;
    y += row(words('refundedTotal'), money(refundedMinor), y, { bold: true });
    y += row(words('netPaid'), money(view.amount.amountMinor - refundedMinor), y, { bold: true });
  }

  rule(footY - 8, GOLD, 0.8);
  drawLine(doc, `${words('issuedAt')} ${date(view.issuedAt)}`, footY, {
    size: 9,
    color: GREY,
    direction,
  });
  drawLine(doc, words('footer'), footY + 16, { size: 9, color: GREY, direction });

  readLigaturesRightToLeft(doc);
  doc.end();
  return done;
}
