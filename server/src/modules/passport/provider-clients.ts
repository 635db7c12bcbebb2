import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../../config';

/** Where Qiao's own web client may be sent back: the desktop shell and the phone shell. */
export function qiaoRedirectUris(base: string): string[] {
  return [`${base}/`, `${base}/mobile/`];
}

/**
 * Every client the passport knows, from configuration only (no dynamic registration): Qiao's own
 * web client, then each PASSPORT_CLIENTS entry.
 */
export function passportClients(config: Config, qiaoClientSecret: string): ClientMetadata[] {
  const qiao: ClientMetadata = {
    client_id: config.oidcClientId,
    client_secret: qiaoClientSecret,
    client_name: 'Qiao',
    // Each address a browser may sign in at (PUBLIC_URL, or every address Qiao answers on).
    redirect_uris: config.signInBases.flatMap(qiaoRedirectUris),
    post_logout_redirect_uris: config.signInBases.flatMap(qiaoRedirectUris),
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // openid-client's default when given a client secret.
    token_endpoint_auth_method: 'client_secret_post',
  };
  const extra = config.passportClients.map((client): ClientMetadata => ({
    client_id: client.client_id,
    client_secret: client.client_secret,
    redirect_uris: client.redirect_uris,
    post_logout_redirect_uris: client.redirect_uris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // The method every OAuth client library supports (RFC 6749 §2.3.1).
    token_endpoint_auth_method: 'client_secret_basic',
  }));
  return [qiao, ...extra];
}

/** Origins the passport's pages may send a browser to after a form (for CSP form-action). */
export function redirectOrigins(clients: readonly ClientMetadata[]): string[] {
  const uris = clients.flatMap((client) => [
    ...(client.redirect_uris ?? []),
    ...(client.post_logout_redirect_uris ?? []),
  ]);
  return [...new Set(uris.map((uri) => new URL(uri).origin))];
}
