import type { FastifyBaseLogger } from 'fastify';
import type { OrderRow } from './order-moves';
import type { PaymentProviders } from './providers/provider';

/** Closes the provider's payment of an order that was just cancelled or expired. */
export type ClosePayment = (order: OrderRow) => Promise<void>;

/**
 * Closes the provider's side of an order that left "to pay" unpaid (cancelled by the learner or
 * expired), so its page or QR code can no longer take money. It runs after the move's transaction,
 * and a failure is logged, never the learner's: the order is cancelled either way, and a payment
 * that slips through is still confirmed by its callback (decision 053: a confirmation wins).
 */
export function paymentCloser(
  providers: PaymentProviders,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): ClosePayment {
  return async (order) => {
    if (!order.paymentType || !order.providerRef) return;
    const provider = providers.get(order.paymentType);
    if (!provider) return;
    try {
      await provider.closePayment({
        number: order.number,
        providerRef: order.providerRef,
        amount: { amountMinor: order.amountMinor, currency: order.currency },
      });
    } catch (error) {
      logger.warn(
        { order: order.number, provider: provider.type, err: error },
        'pay: closing the provider payment failed',
      );
    }
  };
}
