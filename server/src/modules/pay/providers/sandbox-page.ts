import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payPageHref } from '@qiao/contracts/pay-pages';
import type { Db } from '../../../platform/db/database';
import { enqueueJob } from '../../../platform/jobs/queue';
import { presentOrder } from '../presenter';
import { orders } from '../tables';
import { renderSandboxPage, SANDBOX_CHOICES, type SandboxChoice } from './sandbox-page-html';
import {
  SANDBOX_SESSION,
  sandboxPagePath,
  type SandboxEvent,
  type SandboxProvider,
} from './sandbox';

/** The job that sends the sandbox's delayed callback ("processing, then success"). */
export const SANDBOX_DELIVERY_JOB = 'pay.sandbox-deliver';
/** How long a "processing, then success" payment stays processing. */
export const SANDBOX_PENDING_MS = 3_000;

export const CALLBACK_PATH = '/api/pay/callback/sandbox';

/** The order page of the app, where the learner comes back to. */
const orderPageHref = (orderId?: string) =>
  orderId ? payPageHref('complete', { orderId }) : '/#/pages/personal/my_order';

const eventId = () => `evt_sbx_${randomBytes(12).toString('hex')}`;

async function sessionOrder(db: Db, session: string) {
  if (!SANDBOX_SESSION.test(session)) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentType, 'sandbox'),
        eq(orders.providerRef, session),
        eq(orders.state, 'toPay'),
      ),
    );
  return order;
}

/**
 * The sandbox's payment page, standing in for a provider's. The tester's choice is sent as the
 * provider would send it: a signed notification posted to the callback route; "processing, then
 * success" sends the confirmation a few seconds later by a job, through the same service.
 */
export async function registerSandboxPage(
  app: FastifyInstance,
  { db, sandbox }: { db: Db; sandbox: SandboxProvider },
) {
  app.get<{ Params: { session: string } }>('/pay/sandbox/:session', async (request, reply) => {
    const order = await sessionOrder(db, request.params.session);
    const shown = order ? await presentOrder(db, order) : undefined;
    return reply
      .code(order ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderSandboxPage({
          language: request.language,
          order: shown && {
            number: shown.number,
            courseTitle: shown.courseTitle,
            amount: shown.amount,
          },
          action: sandboxPagePath(request.params.session),
          backHref: orderPageHref(order?.id),
        }),
      );
  });

  app.post<{ Params: { session: string }; Body: { choice?: string } }>(
    '/pay/sandbox/:session',
    async (request, reply) => {
      const order = await sessionOrder(db, request.params.session);
      const choice = request.body?.choice as SandboxChoice;
      if (!order || !SANDBOX_CHOICES.includes(choice)) {
        return reply.redirect(sandboxPagePath(request.params.session), 303);
      }
      const event = (type: SandboxEvent['type']): SandboxEvent => ({
        id: eventId(),
        type,
        session: order.providerRef!,
        order: order.number,
        amountMinor: order.amountMinor,
        currency: order.currency,
      });
      const first = event(
        choice === 'succeed'
          ? 'payment.succeeded'
          : choice === 'fail'
            ? 'payment.failed'
            : 'payment.pending',
      );
      const signed = sandbox.signedCallback(first);
      await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: signed.headers,
        payload: signed.body,
      });
      if (choice === 'pendingThenSucceed') {
        await enqueueJob(db, {
          kind: SANDBOX_DELIVERY_JOB,
          payload: { event: event('payment.succeeded') },
          runAt: new Date(Date.now() + SANDBOX_PENDING_MS),
        });
      }
      return reply.redirect(orderPageHref(order.id), 303);
    },
  );
}
