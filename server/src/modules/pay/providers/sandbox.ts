import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { currency, PAY_LIMITS } from '@qiao/contracts/pay';
import type { Db } from '../../../platform/db/database';
import { getOrCreateSecret } from '../../../platform/secrets/secrets';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxSignatureHolds,
  signSandboxBody,
} from '../rules/sandbox-signature';
import type { PaymentNotification, PaymentProvider, RawCallback } from './provider';

/** The sandbox's signing key, made on first start and shared by every instance. */
export const SANDBOX_KEY_SECRET = 'pay.sandbox-signing-key';

/** Where the tester pays a sandbox payment (a server-rendered page, sandbox-page.ts). */
export const sandboxPagePath = (session: string) => `/pay/sandbox/${session}`;

/** A sandbox session id: 128 random bits, so nobody reaches another order's test page. */
export const SANDBOX_SESSION = /^sbx_[0-9a-f]{32}$/;

/** The sandbox's notification, shaped like a card provider's webhook event. */
export const sandboxEvent = z.object({
  id: z.string().min(1).max(PAY_LIMITS.maxProviderEventId),
  type: z.enum(['payment.pending', 'payment.succeeded', 'payment.failed']),
  session: z.string().regex(SANDBOX_SESSION),
  order: z.string().min(1).max(40),
  amountMinor: z.number().int(),
  currency,
});
export type SandboxEvent = z.infer<typeof sandboxEvent>;

const OUTCOME_OF: Record<SandboxEvent['type'], PaymentNotification['outcome']> = {
  'payment.pending': 'pending',
  'payment.succeeded': 'confirmed',
  'payment.failed': 'failed',
};

export interface SandboxProvider extends PaymentProvider {
  /** A signed callback as the sandbox sends it: the headers and the body's exact text. */
  signedCallback(event: SandboxEvent, now?: Date): RawCallback;
}

/**
 * The embedded default provider: Qiao's own test page stands in for the provider's page, and its
 * callbacks are signed with a key kept in app_secrets, so they are verified like a real
 * provider's and go through the same callback route.
 */
export async function sandboxProvider(db: Db): Promise<SandboxProvider> {
  const key = await getOrCreateSecret(db, SANDBOX_KEY_SECRET);
  const seconds = (now: Date) => Math.floor(now.getTime() / 1000);
  return {
    type: 'sandbox',
    async startPayment(order) {
      const session = order.providerRef ?? `sbx_${randomBytes(16).toString('hex')}`;
      return { providerRef: session, payUrl: sandboxPagePath(session) };
    },
    readCallback({ headers, body }) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof header !== 'string') return undefined;
      if (!sandboxSignatureHolds(key, header, body, seconds(new Date()))) return undefined;
      let event: SandboxEvent;
      try {
        event = sandboxEvent.parse(JSON.parse(body));
      } catch {
        return undefined;
      }
      return {
        eventId: event.id,
        orderNumber: event.order,
        providerRef: event.session,
        outcome: OUTCOME_OF[event.type],
        amount: { amountMinor: event.amountMinor, currency: event.currency },
      };
    },
    answer: (accepted) => ({ status: accepted ? 200 : 400, body: { received: accepted } }),
    // The sandbox keeps no payments of its own: what the tester chose reaches us by its callbacks
    // (a delayed one for "processing, then success"), so there is nothing more to ask it.
    queryPayment: async () => undefined,
    // Its page serves only orders still to pay, so a cancelled or expired order's page is closed.
    closePayment: async () => undefined,
    // A test refund is given back at once; as at a real provider, our refund id is its
    // idempotency key, so the same refund asked twice is one refund with one reference.
    refund: async ({ refundId }) => ({
      status: 'succeeded',
      providerRefundRef: `sbr_${createHmac('sha256', key).update(refundId).digest('hex').slice(0, 24)}`,
    }),
    signedCallback(event, now = new Date()) {
      const body = JSON.stringify(event);
      return {
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(key, body, seconds(now)),
        },
        body,
      };
    },
  };
}
