import { z } from 'zod';
import { pickText } from '@qiao/contracts/catalogue';
import type { WechatSettings } from '../../../platform/pay/pay-settings';
import { AppError } from '../../../platform/http/app-error';
import type { PaymentProvider, RawCallback } from './provider';
import {
  authorization,
  decryptResource,
  messageSignatureHolds,
  newNonce,
  timestampIsFresh,
  truncateUtf8,
  wechatTime,
} from './wechat-crypto';
import { notificationOfTransaction, refundStatusOf, type WechatTransaction } from './wechat-trades';

/** A notification's envelope (its resource is decrypted only once its signature holds). */
const notificationEnvelope = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    associated_data: z.string().default(''),
    nonce: z.string().min(1),
  }),
});

/** An error answer of WeChat Pay's API (`{code, message}`), kept for the logs and for close. */
export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay ${status} ${code}: ${message}`);
  }
}

/** Close answers these when the payment is already over: nothing left to close. */
const ALREADY_CLOSED = new Set(['ORDERPAID', 'ORDER_CLOSED', 'ORDERCLOSED', 'ORDER_NOT_EXIST']);

const header = (headers: RawCallback['headers'], name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * WeChat Pay API v3, Native QR: the order's number is the `out_trade_no` and the payment's
 * reference; the learner scans the `code_url` (weixin://wxpay/…) shown as a QR code. Callbacks are
 * verified with the platform key named by `Wechatpay-Serial`, refused when older than five
 * minutes, and their resource decrypted with the APIv3 key.
 *
 * Requests are signed here with node:crypto rather than with wechatpay-node-v3: that package
 * writes WeChat Pay's address into every method and signs the URL with it cut off, so it cannot
 * speak to another base (a fake in tests, a proxy), and it fetches platform certificates itself,
 * where Qiao takes the platform key from its settings. The signing is the documented one
 * (wechat-crypto.ts).
 */
export function wechatProvider(settings: WechatSettings): PaymentProvider {
  const merchant = {
    mchid: settings.mchid,
    serial: settings.merchantSerial,
    key: settings.merchantKey,
  };

  /** A signed call; the answer's own signature is verified before it is believed. */
  async function call(method: 'GET' | 'POST', path: string, payload?: object): Promise<unknown> {
    const url = new URL(settings.apiBase + path);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const signed = {
      method,
      pathWithQuery: url.pathname + url.search,
      body,
      timestamp: Math.floor(Date.now() / 1000),
      nonce: newNonce(),
    };
    const response = await fetch(url, {
      method,
      headers: {
        authorization: authorization(merchant, signed),
        accept: 'application/json',
        'user-agent': 'Qiao',
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body || undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const error = (() => {
        try {
          return JSON.parse(text) as { code?: string; message?: string };
        } catch {
          return {};
        }
      })();
      throw new WechatPayError(response.status, error.code ?? 'UNKNOWN', error.message ?? text);
    }
    if (!text) return undefined;
    const holds =
      response.headers.get('wechatpay-serial') === settings.platformSerial &&
      messageSignatureHolds(settings.platformKey, {
        timestamp: response.headers.get('wechatpay-timestamp') ?? '',
        nonce: response.headers.get('wechatpay-nonce') ?? '',
        body: text,
        signature: response.headers.get('wechatpay-signature') ?? '',
      });
    if (!holds) throw new Error(`WeChat Pay's answer to ${method} ${url.pathname} is not signed`);
    return JSON.parse(text);
  }

  const byNumber = (number: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(number)}`;

  return {
    type: 'wallet',
    currencies: ['CNY'],
    async startPayment(order) {
      // Native pay takes CNY alone: an order priced in another currency is paid another way.
      if (order.amount.currency !== 'CNY') throw new AppError('payPaymentTypeUnavailable');
      const answer = (await call('POST', '/v3/pay/transactions/native', {
        appid: settings.appid,
        mchid: settings.mchid,
        description: truncateUtf8(pickText(order.title, 'zh'), 127),
        out_trade_no: order.number,
        ...(order.expiresAt && { time_expire: wechatTime(order.expiresAt) }),
        notify_url: settings.notifyUrl,
        amount: { total: order.amount.amountMinor, currency: 'CNY' },
      })) as { code_url?: string } | undefined;
      if (!answer?.code_url) throw new Error(`WeChat Pay gave no code_url for ${order.number}`);
      // The same out_trade_no again answers the same code while it is valid.
      return { providerRef: order.number, payUrl: answer.code_url };
    },
    readCallback({ headers, body }) {
      const timestamp = header(headers, 'wechatpay-timestamp');
      const nonce = header(headers, 'wechatpay-nonce');
      const signature = header(headers, 'wechatpay-signature');
      if (!timestamp || !nonce || !signature) return undefined;
      if (header(headers, 'wechatpay-serial') !== settings.platformSerial) return undefined;
      if (!timestampIsFresh(timestamp, new Date())) return undefined;
      if (!messageSignatureHolds(settings.platformKey, { timestamp, nonce, body, signature })) {
        return undefined;
      }
      try {
        const envelope = notificationEnvelope.parse(JSON.parse(body));
        // Refund notifications are not a payment's; only transactions move orders here.
        if (!envelope.event_type.startsWith('TRANSACTION.')) return undefined;
        const transaction = JSON.parse(
          decryptResource(settings.apiV3Key, envelope.resource),
        ) as WechatTransaction;
        return notificationOfTransaction(transaction, settings, envelope.id);
      } catch {
        return undefined;
      }
    },
    // WeChat Pay takes 200/204 as received; anything else with {code: FAIL} is sent again.
    answer: (accepted) =>
      accepted
        ? { status: 204, body: undefined }
        : { status: 400, body: { code: 'FAIL', message: 'notification refused' } },
    async queryPayment(payment) {
      const transaction = (await call(
        'GET',
        `${byNumber(payment.number)}?mchid=${encodeURIComponent(settings.mchid)}`,
      )) as WechatTransaction;
      return notificationOfTransaction(
        transaction,
        settings,
        `${transaction.transaction_id ?? transaction.out_trade_no}:${transaction.trade_state}`,
      );
    },
    async closePayment(payment) {
      try {
        await call('POST', `${byNumber(payment.number)}/close`, { mchid: settings.mchid });
      } catch (error) {
        if (error instanceof WechatPayError && ALREADY_CLOSED.has(error.code)) return;
        throw error;
      }
    },
    async refund({ order, refundId, amountMinor, reason }) {
      const answer = (await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: order.number,
        // Our refund id: WeChat Pay makes one refund per out_refund_no, however often asked.
        out_refund_no: refundId,
        reason: truncateUtf8(reason, 80),
        amount: { refund: amountMinor, total: order.amount.amountMinor, currency: 'CNY' },
      })) as { refund_id?: string; status?: string } | undefined;
      return {
        status: refundStatusOf(answer?.status),
        providerRefundRef: answer?.refund_id ?? null,
      };
    },
  };
}
