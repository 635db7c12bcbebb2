import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

/**
 * The real payment providers (issue 22): a card provider (Stripe Checkout) and a WeChat-type
 * wallet (WeChat Pay API v3, Native QR), each offered only when all its settings are given. The
 * sandbox needs none. `…_API_BASE` points a provider at another address (a local fake in tests).
 */
export const paySettingsShape = {
  PAY_STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'must be a secret key (sk_…)')
    .optional(),
  PAY_STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must start with whsec_')
    .optional(),
  PAY_STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  PAY_WECHAT_MCHID: z
    .string()
    .regex(/^\d{6,32}$/, 'must be the merchant id (digits)')
    .optional(),
  PAY_WECHAT_APPID: z
    .string()
    .regex(/^\w{6,32}$/, 'must be the app id (wx…)')
    .optional(),
  PAY_WECHAT_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,64}$/, 'must be a hex serial')
    .optional(),
  PAY_WECHAT_PRIVATE_KEY: z.string().min(1).optional(),
  PAY_WECHAT_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  PAY_WECHAT_APIV3_KEY: z.string().length(32, 'must be 32 characters').optional(),
  PAY_WECHAT_PLATFORM_CERT: z.string().min(1).optional(),
  PAY_WECHAT_PLATFORM_CERT_FILE: z.string().min(1).optional(),
  PAY_WECHAT_PLATFORM_SERIAL: z.string().min(1).max(64).optional(),
  PAY_WECHAT_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.mch.weixin.qq.com'),
  PAY_WECHAT_NOTIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
};

type PaySettings = z.output<z.ZodObject<typeof paySettingsShape>>;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Unset: Stripe's own API. */
  apiBase: URL | undefined;
}

export interface WechatSettings {
  mchid: string;
  appid: string;
  /** The serial number of the merchant's API certificate, named in every signed request. */
  merchantSerial: string;
  merchantKey: KeyObject;
  /** The APIv3 key that encrypts notifications' resources (AES-256-GCM). */
  apiV3Key: Buffer;
  /** WeChat Pay's platform key and the serial its `Wechatpay-Serial` header names. */
  platformKey: KeyObject;
  platformSerial: string;
  apiBase: string;
  notifyUrl: string;
}

export interface PayConfig {
  stripe: StripeSettings | undefined;
  wechat: WechatSettings | undefined;
}

/** A broken rule between payment settings, named like the config's other errors. */
export class PaySettingsError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

/** All of a group or none: half a provider's settings is a mistake to say at start, not later. */
function allOrNone(raw: PaySettings, names: (keyof PaySettings)[]): boolean {
  const missing = names.filter((name) => raw[name] === undefined);
  if (missing.length === names.length) return false;
  if (missing.length > 0) {
    const given = names.find((name) => raw[name] !== undefined)!;
    throw new PaySettingsError(missing[0]!, `required when ${given} is set`);
  }
  return true;
}

/** A PEM given inline or as a file (`…_FILE`), never both. */
function pemOf(raw: PaySettings, name: 'PAY_WECHAT_PRIVATE_KEY' | 'PAY_WECHAT_PLATFORM_CERT') {
  const inline = raw[name];
  const file = raw[`${name}_FILE`];
  if (inline && file) throw new PaySettingsError(name, `give ${name} or ${name}_FILE, not both`);
  if (inline) return inline.replace(/\\n/g, '\n');
  if (!file) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new PaySettingsError(`${name}_FILE`, `cannot read ${file}`);
  }
}

/**
 * The platform's verifying key: a platform certificate (its serial is read from it) or a WeChat
 * Pay public key, whose id (`PUB_KEY_ID_…`) must then be given as PAY_WECHAT_PLATFORM_SERIAL.
 */
function platformKeyOf(pem: string, serial: string | undefined) {
  try {
    if (pem.includes('BEGIN CERTIFICATE')) {
      const certificate = new X509Certificate(pem);
      return {
        key: certificate.publicKey,
        serial: serial ?? certificate.serialNumber.toUpperCase(),
      };
    }
    const key = createPublicKey(pem);
    if (!serial) {
      throw new PaySettingsError(
        'PAY_WECHAT_PLATFORM_SERIAL',
        'required with a WeChat Pay public key',
      );
    }
    return { key, serial };
  } catch (error) {
    if (error instanceof PaySettingsError) throw error;
    throw new PaySettingsError(
      'PAY_WECHAT_PLATFORM_CERT',
      'must be a PEM certificate or public key',
    );
  }
}

function wechatSettings(raw: PaySettings, publicUrl: string): WechatSettings | undefined {
  const privatePem = pemOf(raw, 'PAY_WECHAT_PRIVATE_KEY');
  const platformPem = pemOf(raw, 'PAY_WECHAT_PLATFORM_CERT');
  const withKeys = {
    ...raw,
    PAY_WECHAT_PRIVATE_KEY: privatePem,
    PAY_WECHAT_PLATFORM_CERT: platformPem,
  };
  const required = [
    'PAY_WECHAT_MCHID',
    'PAY_WECHAT_APPID',
    'PAY_WECHAT_SERIAL',
    'PAY_WECHAT_PRIVATE_KEY',
    'PAY_WECHAT_APIV3_KEY',
    'PAY_WECHAT_PLATFORM_CERT',
  ] as const;
  if (!allOrNone(withKeys, [...required])) return undefined;
  let merchantKey: KeyObject;
  try {
    merchantKey = createPrivateKey(privatePem!);
  } catch {
    throw new PaySettingsError('PAY_WECHAT_PRIVATE_KEY', 'must be a PEM private key');
  }
  const platform = platformKeyOf(platformPem!, raw.PAY_WECHAT_PLATFORM_SERIAL);
  return {
    mchid: raw.PAY_WECHAT_MCHID!,
    appid: raw.PAY_WECHAT_APPID!,
    merchantSerial: raw.PAY_WECHAT_SERIAL!.toUpperCase(),
    merchantKey,
    apiV3Key: Buffer.from(raw.PAY_WECHAT_APIV3_KEY!, 'utf8'),
    platformKey: platform.key,
    platformSerial: platform.serial,
    apiBase: raw.PAY_WECHAT_API_BASE.replace(/\/$/, ''),
    notifyUrl: raw.PAY_WECHAT_NOTIFY_URL ?? `${publicUrl}/api/pay/callback/wallet`,
  };
}

export function payConfig(raw: PaySettings, publicUrl: string): PayConfig {
  const stripe = allOrNone(raw, ['PAY_STRIPE_SECRET_KEY', 'PAY_STRIPE_WEBHOOK_SECRET'])
    ? {
        secretKey: raw.PAY_STRIPE_SECRET_KEY!,
        webhookSecret: raw.PAY_STRIPE_WEBHOOK_SECRET!,
        apiBase: raw.PAY_STRIPE_API_BASE ? new URL(raw.PAY_STRIPE_API_BASE) : undefined,
      }
    : undefined;
  return { stripe, wechat: wechatSettings(raw, publicUrl) };
}
