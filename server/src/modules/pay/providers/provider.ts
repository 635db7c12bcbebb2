import type { LocalText } from '@qiao/contracts/catalogue';
import type { Currency, Money, PaymentType } from '@qiao/contracts/pay';

/** What a provider's verified notification says about one payment. */
export interface PaymentNotification {
  /** The provider's own id of the event: the same id twice is one event. */
  eventId: string;
  orderNumber: string;
  /** The provider's reference of the payment, as `startPayment` gave it. */
  providerRef: string;
  outcome: 'pending' | 'confirmed' | 'failed';
  /** What the provider says was paid; checked against the order's frozen price. */
  amount: Money;
}

export interface OrderToPay {
  id: string;
  number: string;
  amount: Money;
  /** The reference of a payment already started for this order, to continue it. */
  providerRef: string | null;
  /** What is bought, as the provider's page shows it: the course's title (each picks a language). */
  title: LocalText;
  /** When the order expires unpaid: the provider's payment should close no later. */
  expiresAt: Date | null;
}

/** A payment started at the provider: the order's number and price, and the provider's reference. */
export interface StartedPayment {
  number: string;
  providerRef: string;
  amount: Money;
}

/** The raw callback as it arrived: headers and the body's exact text (signatures cover it). */
export interface RawCallback {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One payment provider (sandbox, card, wallet) as orders use it. Every provider's callback goes
 * through the one callback route and the one service that moves orders; a provider only starts
 * payments, reads its own notifications and says how it wants them answered.
 */
export interface PaymentProvider {
  readonly type: PaymentType;
  /** The currencies it takes, when not all (WeChat Pay Native: CNY alone). */
  readonly currencies?: readonly Currency[];
  /** Starts (or continues) paying the order; answers its reference and where the learner pays. */
  startPayment(order: OrderToPay): Promise<{ providerRef: string; payUrl: string }>;
  /** The notification of a callback whose signature holds; undefined for anything else. */
  readCallback(callback: RawCallback): PaymentNotification | undefined;
  /** The answer the provider expects: accepted (it stops sending) or refused. */
  answer(accepted: boolean): { status: number; body: unknown };
  /**
   * Asks the provider how a payment stands (the reconciliation job, for orders left processing):
   * a notification as a callback would give it, or undefined while it knows no outcome yet.
   */
  queryPayment(payment: StartedPayment): Promise<PaymentNotification | undefined>;
  /**
   * Closes the provider's payment of an order cancelled or expired, so it can no longer be paid;
   * a payment already closed or ended is no error.
   */
  closePayment(payment: StartedPayment): Promise<void>;
  /** Gives back part or all of a paid order's amount. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** A refund as the provider was asked for it: its id is ours, so asking twice refunds once. */
export interface RefundRequest {
  order: { number: string; providerRef: string; amount: Money };
  /** Our id of this refund, given to the provider as its idempotency key. */
  refundId: string;
  amountMinor: number;
  reason: string;
}

/**
 * How the provider took a refund: done at once, or accepted and confirmed later (by its
 * callback or the reconciliation job), or refused.
 */
export interface RefundOutcome {
  status: 'succeeded' | 'pending' | 'failed';
  /** The provider's reference of the refund, shown in the order's history. */
  providerRefundRef: string | null;
}

export type PaymentProviders = ReadonlyMap<PaymentType, PaymentProvider>;

/** The payment types offered for an order in `currency`: the providers that take it. */
export function paymentTypesFor(providers: PaymentProviders, currency: Currency): PaymentType[] {
  return [...providers.values()]
    .filter((provider) => !provider.currencies || provider.currencies.includes(currency))
    .map((provider) => provider.type);
}
