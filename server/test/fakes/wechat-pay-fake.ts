import {
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  verify,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import type { RawCallback } from '../../src/modules/pay/providers/provider';
import {
  encryptResource,
  requestMessage,
  signMessage,
  WECHAT_AUTH_SCHEMA,
} from '../../src/modules/pay/providers/wechat-crypto';
import { fakeHttpServer, type FakeAnswer, type FakeRequest } from './fake-http';
import { selfSignedCertificate } from './self-signed-cert';

/** A Native transaction as the fake keeps it. */
export interface FakeTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  description: string;
  notify_url: string;
  time_expire?: string;
  code_url: string;
  amount: { total: number; currency: string };
}

export interface FakeWechatRefund {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  status: 'SUCCESS';
  amount: { refund: number; total: number; currency: string };
}

const MCHID = '1900000109';
const APPID = 'wxd678efh567hg6787';

const failure = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { code, message },
});

/**
 * WeChat Pay API v3 as far as Qiao uses it (Native order, query and close by out_trade_no,
 * domestic refunds), on a loopback port. Every key is made here: the merchant's (Qiao signs with
 * it; the fake checks each request's `WECHATPAY2-SHA256-RSA2048` Authorization), the platform's
 * with its self-signed certificate (the fake signs answers and notifications), the APIv3 key
 * (notification resources are AES-256-GCM encrypted with it).
 */
export async function startWechatPayFake() {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  const platform = selfSignedCertificate('Tenpay.com fake platform');
  const platformSerial = new X509Certificate(platform.certificatePem).serialNumber;
  const apiV3Key = randomBytes(16).toString('hex');
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeWechatRefund[] = [];

  /** Signs a body as the platform does: the Wechatpay-* headers of an answer or notification. */
  function signedHeaders(body: string, timestamp = Math.floor(Date.now() / 1000)) {
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-serial': platformSerial,
      'wechatpay-signature': signMessage(platform.privateKey, {
        timestamp: String(timestamp),
        nonce,
        body,
      }),
    };
  }

  function authorized(request: FakeRequest): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith(`${WECHAT_AUTH_SCHEMA} `)) return false;
    const fields = Object.fromEntries(
      [...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
    );
    if (fields.mchid !== MCHID || fields.serial_no !== merchantSerial) return false;
    const message = requestMessage({
      method: request.method,
      pathWithQuery: request.url,
      timestamp: Number(fields.timestamp),
      nonce: fields.nonce_str ?? '',
      body: request.body,
    });
    return verify(
      'sha256',
      Buffer.from(message),
      merchant.publicKey,
      Buffer.from(fields.signature ?? '', 'base64'),
    );
  }

  function answer(status: number, body?: unknown): FakeAnswer {
    const text = body === undefined ? '' : JSON.stringify(body);
    return { status, body, headers: text ? signedHeaders(text) : {} };
  }

  function handle(request: FakeRequest): FakeAnswer {
    if (!authorized(request)) return failure(401, 'SIGN_ERROR', 'signature does not hold');
    const url = new URL(request.url, 'http://fake');
    // The fields of the three bodies Qiao posts (Native order, close, refund), all optional here.
    const input = (request.body ? JSON.parse(request.body) : {}) as Partial<
      Omit<FakeTransaction, 'amount'> & { out_refund_no: string }
    > & { amount: FakeTransaction['amount'] & FakeWechatRefund['amount'] };
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const known = transactions.get(input.out_trade_no!);
      if (known) return answer(200, { code_url: known.code_url });
      const transaction: FakeTransaction = {
        appid: input.appid!,
        mchid: input.mchid!,
        out_trade_no: input.out_trade_no!,
        transaction_id: `42000${randomBytes(10).toString('hex')}`,
        trade_state: 'NOTPAY',
        description: input.description!,
        notify_url: input.notify_url!,
        time_expire: input.time_expire,
        code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('hex')}`,
        amount: input.amount,
      };
      transactions.set(transaction.out_trade_no, transaction);
      return answer(200, { code_url: transaction.code_url });
    }
    const byNumber = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(
      url.pathname,
    );
    if (byNumber) {
      const transaction = transactions.get(decodeURIComponent(byNumber[1]!));
      if (!transaction) return failure(404, 'ORDER_NOT_EXIST', 'no such order');
      if (!byNumber[2]) {
        if (url.searchParams.get('mchid') !== MCHID) return failure(400, 'PARAM_ERROR', 'mchid');
        return answer(200, transaction);
      }
      if (transaction.trade_state === 'SUCCESS') return failure(400, 'ORDERPAID', 'paid');
      transaction.trade_state = 'CLOSED';
      return answer(204);
    }
    if (request.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const again = refunds.find((refund) => refund.out_refund_no === input.out_refund_no);
      if (again) return answer(200, again);
      const refund: FakeWechatRefund = {
        refund_id: `50000${randomBytes(10).toString('hex')}`,
        out_refund_no: input.out_refund_no!,
        out_trade_no: input.out_trade_no!,
        status: 'SUCCESS',
        amount: input.amount,
      };
      refunds.push(refund);
      return answer(200, refund);
    }
    return failure(404, 'NOT_FOUND', `${request.method} ${url.pathname}`);
  }

  const server = await fakeHttpServer(handle);
  return {
    ...server,
    transactions,
    refunds,
    platformSerial,
    /** The settings that point Qiao at this fake. */
    env: {
      PAY_WECHAT_MCHID: MCHID,
      PAY_WECHAT_APPID: APPID,
      PAY_WECHAT_SERIAL: merchantSerial,
      PAY_WECHAT_PRIVATE_KEY: merchant.privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }) as string,
      PAY_WECHAT_APIV3_KEY: apiV3Key,
      PAY_WECHAT_PLATFORM_CERT: platform.certificatePem,
      PAY_WECHAT_API_BASE: server.baseUrl,
    },
    /** The learner scans and pays (or is entering a password: USERPAYING). */
    pay(outTradeNo: string, state: 'SUCCESS' | 'USERPAYING' = 'SUCCESS') {
      const transaction = transactions.get(outTradeNo)!;
      transaction.trade_state = state;
      return transaction;
    },
    /**
     * The notification WeChat Pay posts to notify_url about a transaction: its resource encrypted
     * with the APIv3 key, signed by the platform key. Options forge, age or alter it.
     */
    notification(
      transaction: FakeTransaction,
      options: {
        id?: string;
        eventType?: string;
        timestamp?: number;
        signWith?: KeyObject;
        apiV3Key?: string;
      } = {},
    ): RawCallback & { id: string } {
      const id = options.id ?? randomUUID();
      const body = JSON.stringify({
        id,
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          ...encryptResource(
            Buffer.from(options.apiV3Key ?? apiV3Key, 'utf8'),
            JSON.stringify({
              ...transaction,
              payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
              success_time: new Date().toISOString(),
            }),
            'transaction',
          ),
        },
      });
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...signedHeaders(body, options.timestamp),
      };
      if (options.signWith) {
        headers['wechatpay-signature'] = signMessage(options.signWith, {
          timestamp: headers['wechatpay-timestamp']!,
          nonce: headers['wechatpay-nonce']!,
          body,
        });
      }
      return { id, body, headers };
    },
  };
}

export type WechatPayFake = Awaited<ReturnType<typeof startWechatPayFake>>;
