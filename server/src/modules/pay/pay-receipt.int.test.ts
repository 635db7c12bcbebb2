import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import { receiptPath } from '@qiao/contracts/pay-calls';
import { signInAs } from '../../../test/sign-in';
import { catalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { chooseOnSandboxPage, orderBeingPaid, paySuite, type Suite } from './pay-test-setup';

const suite = paySuite();
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

/** Every text item of every page, joined (pdf.js gives Arabic back in logical order). */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isOffscreenCanvasSupported: false,
    useSystemFonts: false,
  }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return text;
}

async function paidOrder(suite: Suite) {
  const signed = await signInAs(suite.server, { name: 'ليلى حسن' });
  const client = catalogueClient(suite.server, signed.cookie);
  const { order, payUrl } = await orderBeingPaid(suite, client);
  await chooseOnSandboxPage(suite, payUrl, 'succeed');
  return { cookie: signed.cookie, client, order };
}

const download = (orderId: string, cookie?: string, query = '') =>
  fetch(`${suite.server.baseUrl}${receiptPath(orderId)}${query}`, {
    headers: cookie ? { cookie } : {},
  });

describe('a paid order’s receipt', () => {
  it('is a PDF for its learner, in Arabic by default, named by the order number', async () => {
    const { cookie, order } = await paidOrder(suite);
    const response = await download(order.orderId, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename="${order.number}.pdf"`);
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [order.number, 'إيصال دفع', 'ليلى حسن', 'رقم المعاملة']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(order.providerRef!);
    expect(text).toContain('19.99');
  });

  it('follows ?lang=, and lists the refunds so far', async () => {
    const { cookie, order } = await paidOrder(suite);
    const admin = await signInAs(suite.server, { role: 'admin' });
    const adminClient = catalogueClient(suite.server, admin.cookie);
    const refunded = await adminClient.post('/api/pay/admin/refund', {
      orderId: order.orderId,
      amountMinor: 499,
      reason: '部分课时未开放',
      refundedMinor: 0,
    });
    expect(refunded.code).toBe(0);
    const chinese = await pdfText(
      await (await download(order.orderId, cookie, '?lang=zh')).arrayBuffer(),
    );
    for (const expected of ['付款收据', order.number, '部分退款', '部分课时未开放', '退款合计']) {
      expect(chinese).toContain(expected);
    }
    const english = await pdfText(
      await (await download(order.orderId, cookie, '?lang=en')).arrayBuffer(),
    );
    for (const expected of ['Payment receipt', 'Partly refunded', 'Net paid', '15.00']) {
      expect(english).toContain(expected);
    }
  });

  it('is answered "not found" to another learner, and given to an admin', async () => {
    const { order } = await paidOrder(suite);
    const other = await signInAs(suite.server, { name: 'Other' });
    const refused = await download(order.orderId, other.cookie);
    expect(refused.headers.get('content-type')).not.toBe('application/pdf');
    expect(((await refused.json()) as { code: number }).code).toBe(code('payOrderNotFound'));

    const admin = await signInAs(suite.server, { role: 'admin' });
    const given = await download(order.orderId, admin.cookie, '?lang=zh');
    expect(given.status).toBe(200);
    expect(await pdfText(await given.arrayBuffer())).toContain(order.number);

    const visitor = await download(order.orderId);
    expect(((await visitor.json()) as { code: number }).code).toBe(code('notLoggedIn'));
  });

  it('does not exist before the order is paid', async () => {
    const signed = await signInAs(suite.server);
    const client = catalogueClient(suite.server, signed.cookie);
    const { order } = await orderBeingPaid(suite, client);
    const answer = await download(order.orderId, signed.cookie);
    expect(((await answer.json()) as { code: number }).code).toBe(code('payOrderNotPaid'));
    const unknown = await download('not-an-order', signed.cookie);
    expect(((await unknown.json()) as { code: number }).code).toBe(code('payOrderNotFound'));
  });
});
