import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import type { AdminOrderDetail, AdminOrderSummary } from '@qiao/contracts/pay-admin-calls';
import { signInAs } from '../../../test/sign-in';
import { catalogueClient } from '../catalogue/mooc/mooc-test-setup';
import { refundOrder } from './admin/refunds';
import {
  call,
  chooseOnSandboxPage,
  newLearner,
  ok,
  orderBeingPaid,
  paySuite,
  refusal,
  type Client,
  type Suite,
} from './pay-test-setup';
import type { PaymentProvider, RefundRequest } from './providers/provider';
import { orders, orderTransitions } from './tables';

const suite = paySuite();
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
const admin = (name: string) => `/api/pay/admin/${name}`;

async function newAdmin(suite: Suite) {
  const signed = await signInAs(suite.server, { name: 'Admin', role: 'admin' });
  return { client: catalogueClient(suite.server, signed.cookie), userId: signed.userId };
}

/** A learner's YCT order (19.99 SAR) paid through the sandbox's test page. */
async function paidOrder(suite: Suite, name?: string, email?: string) {
  const signed = await signInAs(suite.server, { name: name ?? 'ليلى', email });
  const client = catalogueClient(suite.server, signed.cookie);
  const { order, payUrl } = await orderBeingPaid(suite, client);
  expect((await chooseOnSandboxPage(suite, payUrl, 'succeed')).status).toBe(303);
  return { client, userId: signed.userId, order };
}

const detailOf = async (client: Client, orderId: string) =>
  (await ok<{ order: AdminOrderDetail }>(client, admin('order'), { orderId })).order;

const refund = (
  client: Client,
  body: { orderId: string; amountMinor: number; reason: string; refundedMinor: number },
) => refusal<{ order: AdminOrderDetail }>(client, admin('refund'), body);

describe('an admin refunds a paid order', () => {
  it('in part, then the rest: the states, the history with the admin and amounts, and access', async () => {
    const { client: learner, order } = await paidOrder(suite);
    const { client, userId: adminId } = await newAdmin(suite);

    const partly = await refund(client, {
      orderId: order.orderId,
      amountMinor: 500,
      reason: 'الدرس الأول لم يُفتح',
      refundedMinor: 0,
    });
    expect(partly.code).toBe(0);
    expect(partly.data.order).toMatchObject({
      state: 'partialRefund',
      grantsAccess: true,
      refundedMinor: 500,
      refundableMinor: 1499,
    });
    expect(await ok(learner, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: true,
      state: 'partialRefund',
    });

    const rest = await refund(client, {
      orderId: order.orderId,
      amountMinor: 1499,
      reason: 'Course withdrawn',
      refundedMinor: 500,
    });
    expect(rest.code).toBe(0);
    expect(rest.data.order).toMatchObject({
      state: 'fullRefund',
      grantsAccess: false,
      refundedMinor: 1999,
      refundableMinor: 0,
    });
    expect(await ok(learner, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: false,
      state: 'fullRefund',
    });
    const course = await ok<{ owned: boolean }>(learner, call('OrdersGet'), {
      courseId: suite.content.courses.yct.id,
    });
    expect(course.owned).toBe(false);

    const detail = await detailOf(client, order.orderId);
    expect(detail.history.map((move) => [move.from, move.to])).toEqual([
      ['toPay', 'paymentSuccess'],
      ['paymentSuccess', 'partialRefund'],
      ['partialRefund', 'fullRefund'],
    ]);
    expect(detail.history[1]!.event).toMatchObject({
      type: 'refundedPartly',
      cause: { kind: 'admin', userId: adminId },
      amountMinor: 500,
      reason: 'الدرس الأول لم يُفتح',
      providerRefundRef: expect.stringMatching(/^sbr_/),
    });
    expect(detail.history[2]!.event).toMatchObject({
      type: 'refundedFully',
      cause: { kind: 'admin', userId: adminId },
      amountMinor: 1499,
      reason: 'Course withdrawn',
    });
    // The learner sees the same history on their own order page.
    const mine = await ok<{ order: { history: unknown[] } }>(learner, call('orderDetail'), {
      orderId: order.orderId,
    });
    expect(mine.order.history).toHaveLength(3);

    const again = await refund(client, {
      orderId: order.orderId,
      amountMinor: 1,
      reason: 'again',
      refundedMinor: 1999,
    });
    expect(again.code).toBe(code('payOrderRefunded'));
  });

  it('calls a refund of everything that is left a full refund', async () => {
    const { order } = await paidOrder(suite);
    const { client } = await newAdmin(suite);
    const all = await refund(client, {
      orderId: order.orderId,
      amountMinor: 1999,
      reason: 'Bought by mistake',
      refundedMinor: 0,
    });
    expect(all.data.order).toMatchObject({ state: 'fullRefund', grantsAccess: false });
    expect(all.data.order.history.at(-1)!.event.type).toBe('refundedFully');
  });

  it('refuses more than is left, saying how much is, and changes nothing', async () => {
    const { order } = await paidOrder(suite);
    const { client } = await newAdmin(suite);
    const over = await refund(client, {
      orderId: order.orderId,
      amountMinor: 2000,
      reason: 'Too much',
      refundedMinor: 0,
    });
    expect(over.code).toBe(code('payRefundExceedsRemaining'));
    expect(over.message).toContain('19.99 SAR');
    const detail = await detailOf(client, order.orderId);
    expect(detail).toMatchObject({ state: 'paymentSuccess', refundedMinor: 0 });
    expect(detail.history).toHaveLength(1);
  });

  it('refuses an unpaid order, and an order it does not know', async () => {
    const { client: learner } = await newLearner(suite);
    const { order } = await orderBeingPaid(suite, learner);
    const { client } = await newAdmin(suite);
    const unpaid = await refund(client, {
      orderId: order.orderId,
      amountMinor: 100,
      reason: 'x',
      refundedMinor: 0,
    });
    expect(unpaid.code).toBe(code('payOrderNotPaid'));
    expect((await detailOf(client, order.orderId)).history).toHaveLength(0);
    const unknown = await refund(client, {
      orderId: '00000000-0000-4000-8000-000000000000',
      amountMinor: 100,
      reason: 'x',
      refundedMinor: 0,
    });
    expect(unknown.code).toBe(code('payOrderNotFound'));
  });

  it('makes one refund of two clicks at once', async () => {
    const { order } = await paidOrder(suite);
    const { client } = await newAdmin(suite);
    const body = { orderId: order.orderId, amountMinor: 300, reason: 'Double', refundedMinor: 0 };
    const answers = await Promise.all([refund(client, body), refund(client, body)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, code('payRefundStale')]);
    const detail = await detailOf(client, order.orderId);
    expect(detail).toMatchObject({ state: 'partialRefund', refundedMinor: 300 });
    expect(detail.history.filter((move) => move.event.type === 'refundedPartly')).toHaveLength(1);
  });

  it('keeps the platform answering while the provider takes its time over a refund', async () => {
    const { order } = await paidOrder(suite);
    const { userId: adminId } = await newAdmin(suite);
    const db = suite.server.testDatabase.database.db;
    let asked!: () => void;
    const providerAsked = new Promise<void>((resolve) => (asked = resolve));
    let answer!: () => void;
    const othersAnswered = new Promise<void>((resolve) => (answer = resolve));
    // The provider answers only once another request has been answered meanwhile. Were the
    // refund asked inside a transaction, the embedded database would hold that request until the
    // provider answered, and neither would ever finish.
    const slow = {
      type: 'sandbox',
      refund: async () => {
        asked();
        await othersAnswered;
        return { status: 'succeeded', providerRefundRef: 'slow_1' };
      },
    } as unknown as PaymentProvider;
    const input = { orderId: order.orderId, amountMinor: 200, reason: 'slow', refundedMinor: 0 };
    const refunding = refundOrder(db, new Map([['sandbox', slow]]), adminId, input, {
      warn: () => undefined,
    });
    await providerAsked;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.state).toBe('paymentSuccess');
    answer();
    const { order: refunded } = await refunding;
    expect(refunded).toMatchObject({ state: 'partialRefund', refundedMinor: 200 });
    expect(refunded.history.at(-1)?.event).toMatchObject({ providerRefundRef: 'slow_1' });
  });

  it('leaves the order as it was when the provider does not make the refund', async () => {
    const { order } = await paidOrder(suite);
    const { userId: adminId } = await newAdmin(suite);
    const db = suite.server.testDatabase.database.db;
    const asked: RefundRequest[] = [];
    const refusing = (status: 'failed' | 'throws'): PaymentProvider =>
      ({
        type: 'sandbox',
        refund: async (request: RefundRequest) => {
          asked.push(request);
          if (status === 'throws') throw new Error('connection reset');
          return { status: 'failed', providerRefundRef: null };
        },
      }) as unknown as PaymentProvider;
    const logger = { warn: () => undefined };
    const input = { orderId: order.orderId, amountMinor: 100, reason: 'x', refundedMinor: 0 };
    await expect(
      refundOrder(db, new Map([['sandbox', refusing('failed')]]), adminId, input, logger),
    ).rejects.toMatchObject({ key: 'payRefundFailed' });
    await expect(
      refundOrder(db, new Map([['sandbox', refusing('throws')]]), adminId, input, logger),
    ).rejects.toMatchObject({ key: 'payProviderUnavailable' });
    // Both asked for the order's first refund under the same id: the provider's idempotency key.
    expect(asked.map((request) => request.refundId)).toEqual([
      `${order.number}-R1`,
      `${order.number}-R1`,
    ]);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.state).toBe('paymentSuccess');
    const moves = await db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, order.orderId));
    expect(moves).toHaveLength(1);
  });
});

describe('the admins’ order list', () => {
  it('finds orders by number, learner email or name, filters by state, newest first', async () => {
    const stamp = Date.now().toString(36);
    const first = await paidOrder(suite, `Farid ${stamp}`, `farid-${stamp}@example.com`);
    const second = await paidOrder(suite, `Farid ${stamp}`, `farid2-${stamp}@example.com`);
    const { client } = await newAdmin(suite);
    const list = (body: object) =>
      ok<{ list: AdminOrderSummary[]; total: number }>(client, admin('orders'), body);

    const byName = await list({ search: `farid ${stamp}` });
    expect(byName.total).toBe(2);
    expect(byName.list.map((order) => order.orderId)).toEqual([
      second.order.orderId,
      first.order.orderId,
    ]);
    expect(byName.list[0]).toMatchObject({
      learner: { name: `Farid ${stamp}`, email: `farid2-${stamp}@example.com` },
      state: 'paymentSuccess',
      refundableMinor: 1999,
    });
    const byEmail = await list({ search: `FARID-${stamp}@` });
    expect(byEmail.list.map((order) => order.orderId)).toEqual([first.order.orderId]);
    const byNumber = await list({ search: first.order.number.slice(-6) });
    expect(byNumber.list.map((order) => order.number)).toContain(first.order.number);
    expect(
      (await list({ search: `farid ${stamp}`, state: 'toPay' })).total,
      'no unpaid order of theirs',
    ).toBe(0);
    const paged = await list({ search: `farid ${stamp}`, pageCount: 1, currentPage: 2 });
    expect(paged).toMatchObject({ total: 2, list: [{ orderId: first.order.orderId }] });
  });

  it('is closed to learners and teachers, who cannot refund either', async () => {
    const { client: learner, order } = await paidOrder(suite);
    const teacherSigned = await signInAs(suite.server, { role: 'teacher' });
    const teacher = catalogueClient(suite.server, teacherSigned.cookie);
    for (const client of [learner, teacher]) {
      expect((await refusal(client, admin('orders'), {})).code).toBe(code('forbidden'));
      expect((await refusal(client, admin('order'), { orderId: order.orderId })).code).toBe(
        code('forbidden'),
      );
      const attempt = await refund(client, {
        orderId: order.orderId,
        amountMinor: 1999,
        reason: 'mine',
        refundedMinor: 0,
      });
      expect(attempt.code).toBe(code('forbidden'));
    }
    const visitor = catalogueClient(suite.server);
    expect((await refusal(visitor, admin('orders'), {})).code).toBe(code('notLoggedIn'));
    expect(await ok(learner, call('ispay'), { orderId: order.orderId })).toEqual({
      paid: true,
      state: 'paymentSuccess',
    });
  });
});
