import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { BUILT_IN_ISSUER_KEY, builtInClientSecret } from '../passport';
import type { VerifiedIdentity } from '../users';

export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface IdentityProvider {
  issuerKey: string;
  /**
   * `browserBase`: the sign-in address the browser is on; the built-in passport is shown there
   * (an outside issuer keeps its own address).
   */
  authorizeUrl(
    checks: LoginChecks,
    browserBase: string,
    extra: Record<string, string>,
  ): Promise<URL>;
  /** Exchanges the code; throws when the provider refuses it or any check fails. */
  exchange(
    checks: LoginChecks,
    callback: { code: string; iss?: string },
  ): Promise<VerifiedIdentity>;
}

/**
 * The built-in passport is reached on loopback: Qiao may sit behind a proxy whose public address
 * it cannot call itself. Browsers still use the public address.
 */
function loopbackFetch(config: Config): oidc.CustomFetch {
  const publicOrigin = new URL(config.publicUrl).origin;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const local = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
  return (url, options) =>
    fetch(url.startsWith(publicOrigin) ? local + url.slice(publicOrigin.length) : url, options);
}

async function configuration(config: Config, db: Db): Promise<oidc.Configuration> {
  if (config.oidcIssuer) {
    return oidc.discovery(
      new URL(config.oidcIssuer),
      config.oidcClientId,
      undefined,
      oidc.ClientSecretPost(config.oidcClientSecret),
      config.oidcIssuer.startsWith('http://')
        ? { execute: [oidc.allowInsecureRequests] }
        : undefined,
    );
  }
  const issuer = `${config.publicUrl}/passport`;
  const secret = await builtInClientSecret(config, db);
  // The passport is part of this server: its endpoints are known, no discovery round trip needed.
  const built = new oidc.Configuration(
    {
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/me`,
      id_token_signing_alg_values_supported: ['RS256'],
    },
    config.oidcClientId,
    undefined,
    oidc.ClientSecretPost(secret),
  );
  built[oidc.customFetch] = loopbackFetch(config);
  if (issuer.startsWith('http://')) oidc.allowInsecureRequests(built);
  return built;
}

function onBase(url: URL, publicUrl: string, base: string): URL {
  const text = url.toString();
  return text.startsWith(publicUrl) ? new URL(base + text.slice(publicUrl.length)) : url;
}

export function createIdentityProvider(config: Config, db: Db): IdentityProvider {
  let resolved: Promise<oidc.Configuration> | undefined;
  // Resolved on first use: the built-in passport only answers once the server listens.
  const current = () => {
    resolved ??= configuration(config, db).catch((error: unknown) => {
      resolved = undefined;
      throw error;
    });
    return resolved;
  };
  return {
    issuerKey: config.oidcIssuer ?? BUILT_IN_ISSUER_KEY,
    async authorizeUrl(checks, browserBase, extra) {
      const url = oidc.buildAuthorizationUrl(await current(), {
        redirect_uri: checks.redirectUri,
        response_type: 'code',
        scope: config.oidcScope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...extra,
      });
      // The passport's pages answer on every sign-in address; its issuer name stays PUBLIC_URL's.
      return config.oidcIssuer ? url : onBase(url, config.publicUrl, browserBase);
    },
    async exchange(checks, callback) {
      const settings = await current();
      const callbackUrl = new URL(checks.redirectUri);
      callbackUrl.searchParams.set('code', callback.code);
      callbackUrl.searchParams.set('state', checks.state);
      if (callback.iss) callbackUrl.searchParams.set('iss', callback.iss);
      const tokens = await oidc.authorizationCodeGrant(settings, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      const name =
        [claims.name, claims.preferred_username, email?.split('@')[0]].find(
          (value): value is string => typeof value === 'string' && value.trim() !== '',
        ) ?? claims.sub;
      return {
        issuer: config.oidcIssuer ?? BUILT_IN_ISSUER_KEY,
        subject: claims.sub,
        name: name.trim(),
        email,
      };
    },
  };
}
