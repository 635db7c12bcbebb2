import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { getOrCreateSecret } from '../../platform/secrets/secrets';

/**
 * The secrets the passport makes for itself on first start. They live in the database (through
 * getOrCreateSecret) so every instance signs and verifies with the same ones.
 */
const SECRET_NAMES = {
  clientSecret: 'passport.client-secret',
  signingKey: 'passport.signing-jwk',
  cookieKey: 'passport.cookie-key',
  formKey: 'passport.form-key',
} as const;

/**
 * The secret of Qiao's own web client: OIDC_CLIENT_SECRET when set, else one made and stored on
 * first use. The Qiao side calls this to authenticate at the token endpoint with the same value.
 */
export async function builtInClientSecret(
  config: Pick<Config, 'oidcClientSecret'>,
  db: Db,
): Promise<string> {
  return config.oidcClientSecret ?? getOrCreateSecret(db, SECRET_NAMES.clientSecret);
}

/** An RS256 private key as a JWK: the provider signs ID tokens with it and publishes its half. */
function newSigningJwk(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return JSON.stringify({ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' });
}

export async function passportSigningKeys(db: Db): Promise<JWK[]> {
  return [JSON.parse(await getOrCreateSecret(db, SECRET_NAMES.signingKey, newSigningJwk)) as JWK];
}

/** Signs oidc-provider's cookies, so a cookie set by one instance is trusted by the others. */
export async function passportCookieKeys(db: Db): Promise<string[]> {
  return [await getOrCreateSecret(db, SECRET_NAMES.cookieKey)];
}

/** Keys the hidden token of the passport's own forms. */
export async function passportFormKey(db: Db): Promise<string> {
  return getOrCreateSecret(db, SECRET_NAMES.formKey);
}
