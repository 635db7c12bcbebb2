import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

const merchantKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const platformKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

const wechat = {
  PAY_WECHAT_MCHID: '1900000109',
  PAY_WECHAT_APPID: 'wxd678efh567hg6787',
  PAY_WECHAT_SERIAL: '5157f09efdc096de15ebe81a47057a7232f1b8e1',
  PAY_WECHAT_PRIVATE_KEY: merchantKey,
  PAY_WECHAT_APIV3_KEY: 'a'.repeat(32),
  PAY_WECHAT_PLATFORM_CERT: platformKey,
  PAY_WECHAT_PLATFORM_SERIAL: 'PUB_KEY_ID_0114232134912410000000000000',
};

describe('payment provider settings', () => {
  it('offers neither real provider by default', () => {
    expect(parseConfig({}).pay).toEqual({ stripe: undefined, wechat: undefined });
  });

  it('reads Stripe when its key and webhook secret are both given', () => {
    const config = parseConfig({
      PAY_STRIPE_SECRET_KEY: 'sk_test_123',
      PAY_STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      PAY_STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.pay.stripe).toMatchObject({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
    });
    expect(config.pay.stripe?.apiBase?.port).toBe('12111');
  });

  it('stops at half a provider, naming the missing setting', () => {
    expect(() => parseConfig({ PAY_STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      new ConfigError(
        'Invalid setting PAY_STRIPE_WEBHOOK_SECRET: required when PAY_STRIPE_SECRET_KEY is set',
      ),
    );
    const { PAY_WECHAT_APIV3_KEY: _left, ...withoutKey } = wechat;
    expect(() => parseConfig(withoutKey)).toThrow(/PAY_WECHAT_APIV3_KEY: required/);
    expect(() => parseConfig({ PAY_STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(
      /PAY_STRIPE_SECRET_KEY/,
    );
  });

  it('reads WeChat Pay with a platform public key and its id, and the default notify URL', () => {
    const config = parseConfig({ ...wechat, PUBLIC_URL: 'https://qiao.example' });
    expect(config.pay.wechat).toMatchObject({
      mchid: '1900000109',
      merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      platformSerial: wechat.PAY_WECHAT_PLATFORM_SERIAL,
      apiBase: 'https://api.mch.weixin.qq.com',
      notifyUrl: 'https://qiao.example/api/pay/callback/wallet',
    });
  });

  it('refuses keys that are not PEM, and a public key without its id', () => {
    expect(() => parseConfig({ ...wechat, PAY_WECHAT_PRIVATE_KEY: 'nope' })).toThrow(
      /PAY_WECHAT_PRIVATE_KEY: must be a PEM private key/,
    );
    expect(() => parseConfig({ ...wechat, PAY_WECHAT_PLATFORM_CERT: 'nope' })).toThrow(
      /PAY_WECHAT_PLATFORM_CERT/,
    );
    expect(() => parseConfig({ ...wechat, PAY_WECHAT_PLATFORM_SERIAL: undefined })).toThrow(
      /PAY_WECHAT_PLATFORM_SERIAL: required with a WeChat Pay public key/,
    );
  });
});
