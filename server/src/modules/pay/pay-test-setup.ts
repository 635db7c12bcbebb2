import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentType } from '@qiao/contracts/pay';
import type { OrderWithHistory } from '@qiao/contracts/pay-calls';
import type { MoocContent } from '../../../test/fixtures/mooc-content';
import { seedMoocContent } from '../../../test/fixtures/mooc-content';
import { signInAs } from '../../../test/sign-in';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { courses } from '../catalogue';
import { catalogueClient, ok, refusal } from '../catalogue/mooc/mooc-test-setup';
import type { RawCallback } from './providers/provider';
import { sandboxProvider, type SandboxEvent } from './providers/sandbox';

/**
 * One server per pay suite: the catalogue's test courses, with the YCT course sold at 19.99 SAR,
 * the HSK course at 88.00 CNY, the class-only course priced but seen only by its class, and the
 * culture course free. `env` gives settings on top (the providers' fakes), read when it starts.
 */
export function paySuite(env: () => Record<string, string> = () => ({})) {
  const suite = {} as { server: TestServer; content: MoocContent };
  beforeAll(async () => {
    suite.server = await startTestServer({ env: env() });
    const db = suite.server.testDatabase.database.db;
    suite.content = await seedMoocContent(db);
    const { yct, hsk, classOnly } = suite.content.courses;
    const prices = [
      [yct.id, 1999, 'SAR'],
      [hsk.id, 8800, 'CNY'],
      [classOnly.id, 500, 'USD'],
    ] as const;
    for (const [id, priceMinor, priceCurrency] of prices) {
      await db.update(courses).set({ priceMinor, priceCurrency }).where(eq(courses.id, id));
    }
  });
  afterAll(async () => suite.server?.close());
  return suite;
}

export type Suite = ReturnType<typeof paySuite>;
export type Client = ReturnType<typeof catalogueClient>;

export const call = (name: string) => `/api/pay/${name}`;

export async function newLearner(suite: Suite, name = 'ليلى') {
  const signed = await signInAs(suite.server, { name });
  return { client: catalogueClient(suite.server, signed.cookie), userId: signed.userId };
}

export { ok, refusal };

export interface PlacedOrder {
  orderId: string;
  number: string;
  state: string;
  amount: { amountMinor: number; currency: string };
  providerRef: string | null;
}

/** A learner's order of the YCT course (or `courseId`), with payment started (sandbox, or `paymentType`). */
export async function orderBeingPaid(
  suite: Suite,
  client: Client,
  courseId?: string,
  paymentType: PaymentType = 'sandbox',
) {
  const { order } = await ok<{ order: PlacedOrder }>(client, call('createOrEditThirdOrder'), {
    courseId: courseId ?? suite.content.courses.yct.id,
  });
  const started = await ok<{ order: PlacedOrder; payUrl: string }>(client, call('topay'), {
    orderId: order.orderId,
    paymentType,
  });
  return started;
}

/** The learner's view of an order, with its history. */
export const orderDetail = async (client: Client, orderId: string) =>
  (await ok<{ order: OrderWithHistory }>(client, call('orderDetail'), { orderId })).order;

/** Posts a provider's callback as it comes (headers and body) to that provider's route. */
export async function postRawCallback(
  suite: Suite,
  paymentType: PaymentType,
  callback: RawCallback,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${suite.server.baseUrl}/api/pay/callback/${paymentType}`, {
    method: 'POST',
    headers: callback.headers as Record<string, string>,
    body: callback.body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The tester's choice on the sandbox page, as the browser posts its form (no redirect followed). */
export function chooseOnSandboxPage(suite: Suite, payUrl: string, choice: string) {
  return fetch(suite.server.baseUrl + payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: suite.server.baseUrl },
    body: new URLSearchParams({ choice }),
    redirect: 'manual',
  });
}

/** A sandbox event of the order, as the provider would describe it. */
export function sandboxEventOf(
  order: PlacedOrder,
  type: SandboxEvent['type'],
  overrides: Partial<SandboxEvent> = {},
): SandboxEvent {
  return {
    id: `evt_test_${randomUUID()}`,
    type,
    session: order.providerRef!,
    order: order.number,
    amountMinor: order.amount.amountMinor,
    currency: order.amount.currency as SandboxEvent['currency'],
    ...overrides,
  };
}

/** Posts a callback to the providers' route, signed with the sandbox's key unless given headers. */
export async function postCallback(
  suite: Suite,
  event: SandboxEvent,
  options: { headers?: Record<string, string>; now?: Date } = {},
) {
  const sandbox = await sandboxProvider(suite.server.testDatabase.database.db);
  const signed = sandbox.signedCallback(event, options.now);
  const answer = await postRawCallback(suite, 'sandbox', {
    ...signed,
    headers: { ...(signed.headers as Record<string, string>), ...options.headers },
  });
  return answer as { status: number; body: { received: boolean } };
}
