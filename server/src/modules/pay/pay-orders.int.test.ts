import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderSummary, OrderWithHistory } from '@qiao/contracts/pay-calls';
import { ERRORS } from '@qiao/contracts/errors';
import { jobs } from '../../platform/jobs/tables';
import { catalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { expireUnpaidOrders } from './expiry';
import { SANDBOX_DELIVERY_JOB } from './providers/sandbox-page';
import {
  call,
  chooseOnSandboxPage,
  newLearner,
  ok,
  orderBeingPaid,
  paySuite,
  refusal,
} from './pay-test-setup';

const suite = paySuite();
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

describe('placing an order', () => {
  it('freezes the server’s price of a course the learner can see, and a second call answers it', async () => {
    const { client } = await newLearner(suite);
    const courseId = suite.content.courses.yct.id;
    const first = await ok<{ order: OrderSummary; created: boolean }>(
      client,
      call('createOrEditThirdOrder'),
      { courseId, amountMinor: 1 },
    );
    expect(first.created).toBe(true);
    expect(first.order).toMatchObject({
      courseId,
      amount: { amountMinor: 1999, currency: 'SAR' },
      state: 'toPay',
      paymentType: null,
      grantsAccess: false,
    });
    expect(first.order.number).toMatch(/^Q\d{8}-\d{6,}$/);
    expect(Date.parse(first.order.expiresAt!) - Date.parse(first.order.createdAt)).toBe(
      30 * 60_000,
    );
    const again = await ok<{ order: OrderSummary; created: boolean }>(
      client,
      call('createOrEditThirdOrder'),
      { courseId },
    );
    expect(again).toMatchObject({ created: false, order: { orderId: first.order.orderId } });
  });

  it('makes one order of two clicks at once', async () => {
    const { client } = await newLearner(suite);
    const courseId = suite.content.courses.hsk.id;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        ok<{ order: OrderSummary }>(client, call('createOrEditThirdOrder'), { courseId }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.order.orderId)).size).toBe(1);
    const list = await ok<{ total: number }>(client, call('orderList'), {});
    expect(list.total).toBe(1);
  });

  it('refuses a free course, a course the learner cannot see, and one not a course id', async () => {
    const { client } = await newLearner(suite);
    const { culture, classOnly } = suite.content.courses;
    expect(
      (await refusal(client, call('createOrEditThirdOrder'), { courseId: culture.id })).code,
    ).toBe(code('payCourseNotForSale'));
    expect(
      (await refusal(client, call('createOrEditThirdOrder'), { courseId: classOnly.id })).code,
    ).toBe(code('moocCourseNotFound'));
    const bad = await refusal(client, call('createOrEditThirdOrder'), { courseId: 'x' });
    expect(bad.code).toBe(code('parameterError'));
  });

  it('needs a login', async () => {
    const visitor = catalogueClient(suite.server);
    const answer = await refusal(visitor, call('createOrEditThirdOrder'), {
      courseId: suite.content.courses.yct.id,
    });
    expect(answer.code).toBe(401);
  });
});

describe('paying with the sandbox', () => {
  it('create → topay → success: ispay says paid, the detail shows the history, a new order is refused', async () => {
    const { client } = await newLearner(suite);
    const { order, payUrl } = await orderBeingPaid(suite, client);
    expect(order.state).toBe('toPay');
    expect(payUrl).toMatch(/^\/pay\/sandbox\/sbx_[0-9a-f]{32}$/);
    expect(order.providerRef).toBe(payUrl.split('/').pop());

    const page = await fetch(`${suite.server.baseUrl}${payUrl}?lang=ar`, {
      headers: { 'x-qiao-lang': 'ar' },
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('بيئة اختبار');
    expect(html).toContain(order.number);
    expect(html).toContain('19.99');

    expect(
      (await ok<{ paid: boolean }>(client, call('ispay'), { orderId: order.orderId })).paid,
    ).toBe(false);
    const chosen = await chooseOnSandboxPage(suite, payUrl, 'succeed');
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`/#/pages/pay/complete?orderId=${order.orderId}`);

    expect(await ok(client, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: true,
      state: 'paymentSuccess',
    });
    const detail = await ok<{ order: OrderWithHistory }>(client, call('orderDetail'), {
      orderId: order.orderId,
    });
    expect(detail.order).toMatchObject({
      state: 'paymentSuccess',
      grantsAccess: true,
      paymentType: 'sandbox',
      expiresAt: null,
    });
    expect(detail.order.paidAt).not.toBeNull();
    expect(detail.order.history).toHaveLength(1);
    expect(detail.order.history[0]).toMatchObject({
      from: 'toPay',
      to: 'paymentSuccess',
      event: { type: 'providerConfirmed', cause: { kind: 'provider' } },
    });

    const again = await refusal(client, call('createOrEditThirdOrder'), {
      courseId: suite.content.courses.yct.id,
    });
    expect(again.code).toBe(code('payCourseAlreadyOwned'));
    // A paid order can be neither paid again nor cancelled.
    for (const [name, body] of [
      ['topay', { orderId: order.orderId, paymentType: 'sandbox' }],
      ['cancel', { orderId: order.orderId }],
    ] as const) {
      expect((await refusal(client, call(name), body)).code, name).toBe(
        code('payOrderAlreadyPaid'),
      );
    }
    // The page of a paid order's session offers nothing more.
    expect((await fetch(suite.server.baseUrl + payUrl)).status).toBe(404);
    expect(
      (
        await ok<{ order: OrderSummary }>(client, call('getThirdOrderDetail'), {
          orderId: order.orderId,
        })
      ).order.state,
    ).toBe('paymentSuccess');
  });

  it('offers the payment types of the configured providers: the sandbox alone by default', async () => {
    const { client } = await newLearner(suite);
    const { order } = await orderBeingPaid(suite, client);
    const detail = await ok<{ paymentTypes: string[] }>(client, call('getThirdOrderDetail'), {
      orderId: order.orderId,
    });
    expect(detail.paymentTypes).toEqual(['sandbox']);
  });

  it('shows its test page in Chinese and English, and nothing to pay for an unknown session', async () => {
    const { client } = await newLearner(suite);
    const { payUrl } = await orderBeingPaid(suite, client);
    const read = async (path: string, language: string) => {
      const response = await fetch(suite.server.baseUrl + path, {
        headers: { 'x-qiao-lang': language },
      });
      return { status: response.status, html: await response.text() };
    };
    const zh = await read(payUrl, 'zh');
    expect(zh.html).toContain('测试环境');
    expect(zh.html).toContain('dir="ltr"');
    expect((await read(payUrl, 'en')).html).toContain('Test environment');
    const unknown = await read(`/pay/sandbox/sbx_${'0'.repeat(32)}`, 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Nothing to pay here');
    expect((await read('/pay/sandbox/not-a-session', 'en')).status).toBe(404);
  });

  it('failure, then a retry with the same order, then success', async () => {
    const { client, userId } = await newLearner(suite);
    const { order, payUrl } = await orderBeingPaid(suite, client);
    await chooseOnSandboxPage(suite, payUrl, 'fail');
    expect(await ok(client, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: false,
      state: 'paymentFailed',
    });
    const retry = await ok<{ order: OrderSummary; payUrl: string }>(client, call('topay'), {
      orderId: order.orderId,
      paymentType: 'sandbox',
    });
    expect(retry.order.state).toBe('toPay');
    expect(retry.payUrl).toBe(payUrl);
    await chooseOnSandboxPage(suite, retry.payUrl, 'succeed');
    const detail = await ok<{ order: OrderWithHistory }>(client, call('orderDetail'), {
      orderId: order.orderId,
    });
    expect(detail.order.history.map((move) => [move.from, move.to, move.event.type])).toEqual([
      ['toPay', 'paymentFailed', 'providerFailed'],
      ['paymentFailed', 'toPay', 'userRetried'],
      ['toPay', 'paymentSuccess', 'providerConfirmed'],
    ]);
    expect(detail.order.history[1]!.event.cause).toEqual({ kind: 'user', userId });
  });

  it('two clicks on "pay again" after a failure retry once and both answer the page', async () => {
    const { client } = await newLearner(suite);
    const { order, payUrl } = await orderBeingPaid(suite, client);
    await chooseOnSandboxPage(suite, payUrl, 'fail');
    const both = await Promise.all(
      [1, 2].map(() =>
        ok<{ payUrl: string }>(client, call('topay'), {
          orderId: order.orderId,
          paymentType: 'sandbox',
        }),
      ),
    );
    expect(both.map((answer) => answer.payUrl)).toEqual([payUrl, payUrl]);
    const detail = await ok<{ order: OrderWithHistory }>(client, call('orderDetail'), {
      orderId: order.orderId,
    });
    expect(detail.order.history.map((move) => move.event.type)).toEqual([
      'providerFailed',
      'userRetried',
    ]);
  });

  it('processing, then success a few seconds later by the delivery job', async () => {
    const { client } = await newLearner(suite);
    const { order, payUrl } = await orderBeingPaid(suite, client);
    await chooseOnSandboxPage(suite, payUrl, 'pendingThenSucceed');
    expect(await ok(client, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: false,
      state: 'processing',
    });
    expect((await refusal(client, call('cancel'), { orderId: order.orderId })).code).toBe(
      code('payOrderProcessing'),
    );
    const db = suite.server.testDatabase.database.db;
    const queued = await db.select().from(jobs).where(eq(jobs.kind, SANDBOX_DELIVERY_JOB));
    const mine = queued.find(
      (job) => (job.payload as { event: { order: string } }).event.order === order.number,
    )!;
    expect(mine.runAt.getTime()).toBeGreaterThan(Date.now());
    await suite.server.modules.jobHandlers[SANDBOX_DELIVERY_JOB]!(
      mine.payload as Record<string, unknown>,
      {
        jobId: mine.id,
        attempt: 1,
        signal: new AbortController().signal,
      },
    );
    expect(await ok(client, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: true,
      state: 'paymentSuccess',
    });
  });

  it('refuses a payment type that is not configured', async () => {
    const { client } = await newLearner(suite);
    const { order } = await ok<{ order: OrderSummary }>(client, call('createOrEditThirdOrder'), {
      courseId: suite.content.courses.hsk.id,
    });
    const answer = await refusal(client, call('topay'), {
      orderId: order.orderId,
      paymentType: 'card',
    });
    expect(answer.code).toBe(code('payPaymentTypeUnavailable'));
  });
});

describe('cancelling and listing', () => {
  it('cancels an unpaid order with the learner as cause; a cancelled order cannot be paid', async () => {
    const { client, userId } = await newLearner(suite);
    const { order } = await orderBeingPaid(suite, client);
    const cancelled = await ok<{ order: OrderSummary }>(client, call('cancel'), {
      orderId: order.orderId,
    });
    expect(cancelled.order).toMatchObject({ state: 'paymentCancelled', expiresAt: null });
    expect((await refusal(client, call('cancel'), { orderId: order.orderId })).code).toBe(
      code('payOrderClosed'),
    );
    expect(
      (await refusal(client, call('topay'), { orderId: order.orderId, paymentType: 'sandbox' }))
        .code,
    ).toBe(code('payOrderClosed'));
    const detail = await ok<{ order: OrderWithHistory }>(client, call('orderDetail'), {
      orderId: order.orderId,
    });
    expect(detail.order.history).toEqual([
      expect.objectContaining({
        from: 'toPay',
        to: 'paymentCancelled',
        event: { type: 'userCancelled', cause: { kind: 'user', userId } },
      }),
    ]);
    // A new order of the course may be placed after a cancellation.
    const next = await ok<{ created: boolean }>(client, call('createOrEditThirdOrder'), {
      courseId: suite.content.courses.yct.id,
    });
    expect(next.created).toBe(true);
  });

  it('lists the learner’s own orders, newest first, paged and by state', async () => {
    const { client } = await newLearner(suite);
    const { order: first } = await orderBeingPaid(suite, client);
    await ok(client, call('cancel'), { orderId: first.orderId });
    const { order: second } = await ok<{ order: OrderSummary }>(
      client,
      call('createOrEditThirdOrder'),
      { courseId: suite.content.courses.hsk.id },
    );
    const all = await ok<{ list: OrderSummary[]; total: number }>(client, call('orderList'), {});
    expect(all.total).toBe(2);
    expect(all.list.map((order) => order.orderId)).toEqual([second.orderId, first.orderId]);
    const page2 = await ok<{ list: OrderSummary[] }>(client, call('orderList'), {
      currentPage: 2,
      pageCount: 1,
    });
    expect(page2.list.map((order) => order.orderId)).toEqual([first.orderId]);
    const cancelled = await ok<{ list: OrderSummary[]; total: number }>(client, call('orderList'), {
      state: 'paymentCancelled',
    });
    expect(cancelled.list.map((order) => order.orderId)).toEqual([first.orderId]);
    expect(all.list[1]!.courseTitle.zh).toBe(suite.content.courses.yct.title.zh);
  });

  it('OrdersGet answers one course’s orders: the open one, then owned once paid; none of another user', async () => {
    const { client } = await newLearner(suite);
    const courseId = suite.content.courses.yct.id;
    type OfCourse = { orders: OrderSummary[]; owned: boolean; openOrder: OrderSummary | null };
    expect(await ok<OfCourse>(client, call('OrdersGet'), { courseId })).toEqual({
      orders: [],
      owned: false,
      openOrder: null,
    });
    const { order, payUrl } = await orderBeingPaid(suite, client);
    const open = await ok<OfCourse>(client, call('OrdersGet'), { courseId });
    expect(open.owned).toBe(false);
    expect(open.openOrder?.orderId).toBe(order.orderId);
    expect((await chooseOnSandboxPage(suite, payUrl, 'succeed')).status).toBe(303);
    const paid = await ok<OfCourse>(client, call('OrdersGet'), { courseId });
    expect(paid).toMatchObject({ owned: true, openOrder: null });
    expect(paid.orders.map((each) => [each.orderId, each.state])).toEqual([
      [order.orderId, 'paymentSuccess'],
    ]);
    const other = await newLearner(suite, '王芳');
    expect(await ok<OfCourse>(other.client, call('OrdersGet'), { courseId })).toMatchObject({
      orders: [],
      owned: false,
    });
  });

  it('answers another user’s order as not found on every call', async () => {
    const owner = await newLearner(suite);
    const other = await newLearner(suite, '王芳');
    const { order } = await orderBeingPaid(suite, owner.client);
    for (const name of ['getThirdOrderDetail', 'orderDetail', 'cancel', 'ispay']) {
      const answer = await refusal(other.client, call(name), { orderId: order.orderId });
      expect(answer.code, name).toBe(code('payOrderNotFound'));
    }
    const pay = await refusal(other.client, call('topay'), {
      orderId: order.orderId,
      paymentType: 'sandbox',
    });
    expect(pay.code).toBe(code('payOrderNotFound'));
    expect((await ok<{ total: number }>(other.client, call('orderList'), {})).total).toBe(0);
    // Nothing the other user tried changed the owner's order.
    expect(await ok(owner.client, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: false,
      state: 'toPay',
    });
  });
});

describe('the expiry job', () => {
  it('cancels orders left unpaid past their time, cause job, and leaves the rest', async () => {
    const { client } = await newLearner(suite);
    const { order: unpaid } = await orderBeingPaid(suite, client);
    const { order: paid, payUrl } = await orderBeingPaid(
      suite,
      client,
      suite.content.courses.hsk.id,
    );
    await chooseOnSandboxPage(suite, payUrl, 'succeed');
    const db = suite.server.testDatabase.database.db;

    expect(await expireUnpaidOrders(db, new Date(Date.now() + 29 * 60_000))).toBe(0);
    await expireUnpaidOrders(db, new Date(Date.now() + 31 * 60_000));
    const detail = await ok<{ order: OrderWithHistory }>(client, call('orderDetail'), {
      orderId: unpaid.orderId,
    });
    expect(detail.order.state).toBe('paymentCancelled');
    expect(detail.order.history.at(-1)).toMatchObject({
      from: 'toPay',
      to: 'paymentCancelled',
      event: { type: 'expired', cause: { kind: 'job', job: 'expiry' } },
    });
    expect(
      (await ok<{ state: string }>(client, call('ispay'), { orderId: paid.orderId })).state,
    ).toBe('paymentSuccess');
  });
});
