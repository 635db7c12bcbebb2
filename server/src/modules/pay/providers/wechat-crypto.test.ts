import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorization,
  decryptResource,
  encryptResource,
  messageSignatureHolds,
  requestMessage,
  signMessage,
  timestampIsFresh,
  truncateUtf8,
  wechatTime,
} from './wechat-crypto';
import { notificationOfTransaction, outcomeOfTradeState, refundStatusOf } from './wechat-trades';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('WeChat Pay API v3 cryptography', () => {
  it('signs a request as documented: method, path, timestamp, nonce and body, one per line', () => {
    const request = {
      method: 'POST',
      pathWithQuery: '/v3/pay/transactions/native',
      body: '{"a":1}',
      timestamp: 1554208460,
      nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
    };
    expect(requestMessage(request)).toBe(
      'POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"a":1}\n',
    );
    const header = authorization(
      { mchid: '1900009191', serial: 'ABC123', key: privateKey },
      request,
    );
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/=]+",timestamp="1554208460",serial_no="ABC123"$/,
    );
  });

  it('verifies a platform signature over timestamp, nonce and body, and nothing else', () => {
    const message = { timestamp: '1700000000', nonce: 'n1', body: '{"id":"x"}' };
    const signature = signMessage(privateKey, message);
    expect(messageSignatureHolds(publicKey, { ...message, signature })).toBe(true);
    expect(messageSignatureHolds(publicKey, { ...message, body: '{"id":"y"}', signature })).toBe(
      false,
    );
    expect(messageSignatureHolds(publicKey, { ...message, signature: 'not base64 !' })).toBe(false);
  });

  it('decrypts an AEAD_AES_256_GCM resource and refuses another key or altered data', () => {
    const key = Buffer.from(randomBytes(16).toString('hex'));
    const resource = encryptResource(key, '{"trade_state":"SUCCESS"}', 'transaction');
    expect(decryptResource(key, resource)).toBe('{"trade_state":"SUCCESS"}');
    expect(() => decryptResource(Buffer.from('k'.repeat(32)), resource)).toThrow();
    expect(() => decryptResource(key, { ...resource, associated_data: 'other' })).toThrow();
  });

  it('takes timestamps within five minutes only', () => {
    const now = new Date(1_700_000_000_000);
    expect(timestampIsFresh('1700000000', now)).toBe(true);
    expect(timestampIsFresh('1699999700', now)).toBe(true);
    expect(timestampIsFresh('1699999699', now)).toBe(false);
    expect(timestampIsFresh('1700000301', now)).toBe(false);
    expect(timestampIsFresh('17e8', now)).toBe(false);
  });

  it('formats times and cuts descriptions to bytes', () => {
    expect(wechatTime(new Date('2026-11-27T10:34:56.789Z'))).toBe('2026-11-27T10:34:56+00:00');
    expect(truncateUtf8('汉语课程', 7)).toBe('汉语');
    expect(truncateUtf8('abc', 127)).toBe('abc');
  });
});

describe('WeChat Pay transactions as payment notifications', () => {
  const merchant = { mchid: '1900000109', appid: 'wxd678efh567hg6787' };
  const transaction = {
    ...merchant,
    out_trade_no: 'Q20261127-000002',
    transaction_id: '4200001',
    trade_state: 'SUCCESS',
    amount: { total: 8800, currency: 'CNY' },
  };

  it.each([
    ['SUCCESS', 'confirmed'],
    ['REFUND', 'confirmed'],
    ['USERPAYING', 'pending'],
    ['CLOSED', 'failed'],
    ['REVOKED', 'failed'],
    ['PAYERROR', 'failed'],
    ['NOTPAY', undefined],
  ])('trade state %s is %s', (state, outcome) => {
    expect(outcomeOfTradeState(state)).toBe(outcome);
  });

  it('reads a transaction of this merchant in fen of CNY', () => {
    expect(notificationOfTransaction(transaction, merchant, 'n-1')).toEqual({
      eventId: 'n-1',
      orderNumber: 'Q20261127-000002',
      providerRef: 'Q20261127-000002',
      outcome: 'confirmed',
      amount: { amountMinor: 8800, currency: 'CNY' },
    });
  });

  it('ignores another merchant’s or app’s transaction, and other currencies', () => {
    expect(notificationOfTransaction({ ...transaction, mchid: '1' }, merchant, 'n')).toBe(
      undefined,
    );
    expect(notificationOfTransaction({ ...transaction, appid: 'wx1' }, merchant, 'n')).toBe(
      undefined,
    );
    const usd = { ...transaction, amount: { total: 8800, currency: 'USD' } };
    expect(notificationOfTransaction(usd, merchant, 'n')).toBeUndefined();
  });

  it('maps refund statuses', () => {
    expect(refundStatusOf('SUCCESS')).toBe('succeeded');
    expect(refundStatusOf('PROCESSING')).toBe('pending');
    expect(refundStatusOf('CLOSED')).toBe('failed');
    expect(refundStatusOf('ABNORMAL')).toBe('failed');
  });
});
