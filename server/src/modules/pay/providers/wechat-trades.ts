import type { PaymentNotification, RefundOutcome } from './provider';

/**
 * Pure mapping of WeChat Pay's transactions (a decrypted notification's resource, or the answer
 * of a query by out_trade_no) to a payment's notification.
 */

/** The part of a WeChat Pay transaction an order needs. */
export interface WechatTransaction {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  amount?: { total?: number; currency?: string };
}

/**
 * A transaction's state as an outcome: SUCCESS (and REFUND: it was paid, then refunded) is
 * confirmed; USERPAYING is pending (the payer is entering a password); CLOSED, REVOKED and
 * PAYERROR failed; NOTPAY (QR not yet scanned) knows no outcome yet.
 */
export function outcomeOfTradeState(state: string): PaymentNotification['outcome'] | undefined {
  switch (state) {
    case 'SUCCESS':
    case 'REFUND':
      return 'confirmed';
    case 'USERPAYING':
      return 'pending';
    case 'CLOSED':
    case 'REVOKED':
    case 'PAYERROR':
      return 'failed';
    default:
      return undefined;
  }
}

/**
 * The notification a transaction makes, under `eventId`; undefined when it is not this merchant's
 * and app's, or says nothing yet. Native pay is in CNY, the only currency it carries.
 */
export function notificationOfTransaction(
  transaction: WechatTransaction,
  merchant: { mchid: string; appid: string },
  eventId: string,
): PaymentNotification | undefined {
  if (transaction.mchid !== merchant.mchid || transaction.appid !== merchant.appid) {
    return undefined;
  }
  const outcome = outcomeOfTradeState(transaction.trade_state);
  const total = transaction.amount?.total;
  if (!outcome || !Number.isSafeInteger(total) || transaction.amount?.currency !== 'CNY') {
    return undefined;
  }
  return {
    eventId,
    orderNumber: transaction.out_trade_no,
    providerRef: transaction.out_trade_no,
    outcome,
    amount: { amountMinor: total!, currency: 'CNY' },
  };
}

/** A refund's status as ours: PROCESSING is settled later; CLOSED and ABNORMAL did not refund. */
export function refundStatusOf(status: string | undefined): RefundOutcome['status'] {
  if (status === 'SUCCESS') return 'succeeded';
  if (status === 'PROCESSING') return 'pending';
  return 'failed';
}
