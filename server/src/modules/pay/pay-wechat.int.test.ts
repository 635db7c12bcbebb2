import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import { startWechatPayFake, type WechatPayFake } from '../../../test/fakes/wechat-pay-fake';
import { signInAs } from '../../../test/sign-in';
import { catalogueClient } from '../catalogue/mooc/mooc-test-setup';
import {
  call,
  newLearner,
  ok,
  paySuite,
  refusal,
  type Client,
  type PlacedOrder,
  orderBeingPaid,
  orderDetail,
  postRawCallback,
} from './pay-test-setup';
import type { RawCallback } from './providers/provider';
import { wechatProvider } from './providers/wechat';
import { reconcileProcessingOrders } from './reconcile';

let wechat: WechatPayFake;
beforeAll(async () => {
  wechat = await startWechatPayFake();
});
afterAll(async () => wechat?.close());
const suite = paySuite(() => wechat.env);

const provider = () => wechatProvider(suite.server.config.pay.wechat!);

const postNotification = (callback: RawCallback) => postRawCallback(suite, 'wallet', callback);

/** A learner's HSK order (88.00 CNY) with wallet payment started: its Native order at the fake. */
async function payingByWallet(client: Client) {
  const started = await orderBeingPaid(suite, client, suite.content.courses.hsk.id, 'wallet');
  return { ...started, transaction: wechat.transactions.get(started.order.number)! };
}

const detail = orderDetail;

const accepted = { status: 204, body: undefined };
const refused = { status: 400, body: { code: 'FAIL', message: 'notification refused' } };

describe('the wallet through WeChat Pay Native (against a local fake of API v3)', () => {
  it('places a signed Native order in fen and answers its code_url for the QR code', async () => {
    const { client } = await newLearner(suite);
    const { order, payUrl, transaction } = await payingByWallet(client);
    expect(payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const offered = await ok<{ paymentTypes: string[] }>(client, call('getThirdOrderDetail'), {
      orderId: order.orderId,
    });
    expect(offered.paymentTypes).toEqual(['sandbox', 'wallet']);
    expect(order.providerRef).toBe(order.number);
    expect(transaction).toMatchObject({
      out_trade_no: order.number,
      amount: { total: 8800, currency: 'CNY' },
      mchid: wechat.env.PAY_WECHAT_MCHID,
      appid: wechat.env.PAY_WECHAT_APPID,
      notify_url: `${suite.server.baseUrl}/api/pay/callback/wallet`,
      code_url: payUrl,
    });
    expect(transaction.description.length).toBeGreaterThan(0);
    expect(transaction.time_expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    // Every request reached the fake signed with the merchant key (it refuses any other).
    expect(wechat.requests.every((request) => request.headers.authorization)).toBe(true);
  });

  it('neither offers nor takes the wallet for an order in another currency than CNY', async () => {
    const { client } = await newLearner(suite);
    const { order } = await ok<{ order: PlacedOrder }>(client, call('createOrEditThirdOrder'), {
      courseId: suite.content.courses.yct.id,
    });
    const offered = await ok<{ paymentTypes: string[] }>(client, call('getThirdOrderDetail'), {
      orderId: order.orderId,
    });
    expect(offered.paymentTypes).toEqual(['sandbox']);
    const answer = await refusal(client, call('topay'), {
      orderId: order.orderId,
      paymentType: 'wallet',
    });
    expect(answer.code).toBe(ERRORS.payPaymentTypeUnavailable.code);
  });

  it('pays by a signed, encrypted TRANSACTION.SUCCESS; the same notification again changes nothing', async () => {
    const { client } = await newLearner(suite);
    const { order, transaction } = await payingByWallet(client);
    const notification = wechat.notification(wechat.pay(transaction.out_trade_no));
    expect(await postNotification(notification)).toEqual(accepted);
    expect(await ok(client, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: true,
      state: 'paymentSuccess',
    });
    expect(await postNotification(notification)).toEqual(accepted);
    const after = await detail(client, order.orderId);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]!.event.cause).toEqual({ kind: 'provider', eventId: notification.id });
  });

  it('refuses tampered, forged, old, other-serial, other-key, other-amount and unknown notifications, and logs them', async () => {
    const { client } = await newLearner(suite);
    const { order, transaction } = await payingByWallet(client);
    const paid = wechat.pay(transaction.out_trade_no);
    const logsBefore = suite.server.logs.length;
    const genuine = wechat.notification(paid);
    const someoneElse = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

    const forgeries: RawCallback[] = [
      { ...genuine, body: genuine.body.replace('"id":"', '"id":"x') },
      wechat.notification(paid, { signWith: someoneElse }),
      { ...genuine, headers: { ...genuine.headers, 'wechatpay-serial': 'ABCDEF0123456789' } },
      { ...genuine, headers: { 'content-type': 'application/json' } },
      // Older than five minutes: a replay of a captured notification.
      wechat.notification(paid, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      // Encrypted with another APIv3 key: the tag does not hold.
      wechat.notification(paid, { apiV3Key: 'k'.repeat(32) }),
      wechat.notification({ ...paid, amount: { total: 1, currency: 'CNY' } }),
      wechat.notification({ ...paid, amount: { total: 8800, currency: 'USD' } }),
      wechat.notification({ ...paid, out_trade_no: 'Q20000101-999999' }),
      wechat.notification({ ...paid, mchid: '1900000999' }),
    ];
    for (const forged of forgeries) expect(await postNotification(forged)).toEqual(refused);
    const after = await detail(client, order.orderId);
    expect(after.state).toBe('toPay');
    expect(after.history).toHaveLength(0);
    const refusals = suite.server.logs
      .slice(logsBefore)
      .filter((line) => line.msg?.startsWith('pay callback refused'));
    expect(refusals).toHaveLength(forgeries.length);
  });

  it('an order left processing is moved by the reconciliation job when WeChat Pay says it is paid', async () => {
    const { client } = await newLearner(suite);
    const { order, transaction } = await payingByWallet(client);
    const paying = wechat.notification(wechat.pay(transaction.out_trade_no, 'USERPAYING'), {
      eventType: 'TRANSACTION.USERPAYING',
    });
    expect(await postNotification(paying)).toEqual(accepted);
    expect((await detail(client, order.orderId)).state).toBe('processing');
    const db = suite.server.testDatabase.database.db;
    const providers = new Map([['wallet' as const, provider()]]);
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await reconcileProcessingOrders(db, providers, suite.server.app.log, later)).toBe(0);
    wechat.pay(transaction.out_trade_no);
    expect(await reconcileProcessingOrders(db, providers, suite.server.app.log, later)).toBe(1);
    const after = await detail(client, order.orderId);
    expect(after.state).toBe('paymentSuccess');
    expect(after.history.at(-1)!.event.cause).toEqual({ kind: 'job', job: 'reconciliation' });
    const queries = wechat.requests.filter((request) =>
      request.url.startsWith(`/v3/pay/transactions/out-trade-no/${order.number}?mchid=`),
    );
    expect(queries.length).toBeGreaterThanOrEqual(2);
  });

  it('cancelling closes the Native order at WeChat Pay', async () => {
    const { client } = await newLearner(suite);
    const { order, transaction } = await payingByWallet(client);
    await ok(client, call('cancel'), { orderId: order.orderId });
    expect(wechat.transactions.get(transaction.out_trade_no)!.trade_state).toBe('CLOSED');
    expect(
      wechat.requests.some(
        (request) =>
          request.method === 'POST' &&
          request.url === `/v3/pay/transactions/out-trade-no/${order.number}/close`,
      ),
    ).toBe(true);
  });

  it('an admin refunds through WeChat Pay with our refund id as out_refund_no', async () => {
    const { client } = await newLearner(suite);
    const { order, transaction } = await payingByWallet(client);
    await postNotification(wechat.notification(wechat.pay(transaction.out_trade_no)));
    const admin = await signInAs(suite.server, { name: 'Admin', role: 'admin' });
    const refunded = await refusal(
      catalogueClient(suite.server, admin.cookie),
      '/api/pay/admin/refund',
      {
        orderId: order.orderId,
        amountMinor: 8800,
        reason: 'تعذّر الحضور',
        refundedMinor: 0,
      },
    );
    expect(refunded.code).toBe(0);
    const atWechat = wechat.refunds.filter((refund) => refund.out_trade_no === order.number);
    expect(atWechat).toHaveLength(1);
    expect(atWechat[0]!.amount).toEqual({ refund: 8800, total: 8800, currency: 'CNY' });
    expect((await detail(client, order.orderId)).state).toBe('fullRefund');

    const again = await provider().refund({
      order: {
        number: order.number,
        providerRef: order.number,
        amount: { amountMinor: 8800, currency: 'CNY' },
      },
      refundId: atWechat[0]!.out_refund_no,
      amountMinor: 8800,
      reason: 'تعذّر الحضور',
    });
    expect(again).toEqual({ status: 'succeeded', providerRefundRef: atWechat[0]!.refund_id });
    expect(wechat.refunds.filter((refund) => refund.out_trade_no === order.number)).toHaveLength(1);
  });
});
