import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/database';
import type { PaymentProvider, PaymentProviders } from './provider';
import type { SandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';
import { wechatProvider } from './wechat';

/**
 * The payment providers this deployment offers, chosen by its settings: the sandbox always (the
 * embedded default's way to pay), the card (Stripe) and the wallet (WeChat Pay) when all their
 * settings are given (config.pay).
 */
export function configuredProviders(
  config: Config,
  _db: Db,
  sandbox: SandboxProvider,
): PaymentProviders {
  const providers: PaymentProvider[] = [sandbox];
  if (config.pay.stripe) providers.push(stripeProvider(config.pay.stripe, config.publicUrl));
  if (config.pay.wechat) providers.push(wechatProvider(config.pay.wechat));
  return new Map(providers.map((provider) => [provider.type, provider]));
}
