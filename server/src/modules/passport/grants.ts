import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';

/** The scopes the passport offers: `basic` carries the name, `email` the email. */
export const PASSPORT_SCOPES = ['openid', 'basic', 'email', 'offline_access'] as const;

const offered = new Set<string>(PASSPORT_SCOPES);

function requestedScopes(scope: unknown): string[] {
  if (typeof scope !== 'string') return [];
  return scope.split(/\s+/).filter((name) => offered.has(name));
}

/**
 * The grant of an account to a client, holding every scope the client asked for. Every client is
 * registered from configuration (Qiao itself or a partner the operator trusts), so asking for a
 * scope the passport offers is consent enough and no consent screen is shown.
 */
export async function grantRequestedScopes(
  provider: Provider,
  input: { accountId: string; clientId: string; grantId?: string | undefined; scope: unknown },
): Promise<Grant> {
  const existing = input.grantId ? await provider.Grant.find(input.grantId) : undefined;
  const grant =
    existing ?? new provider.Grant({ accountId: input.accountId, clientId: input.clientId });
  const held = new Set(grant.getOIDCScope().split(' '));
  const missing = requestedScopes(input.scope).filter((name) => !held.has(name));
  if (existing && missing.length === 0) return grant;
  grant.addOIDCScope(missing.join(' '));
  await grant.save();
  return grant;
}

/** oidc-provider's `loadExistingGrant`: every authorization finds its grant already complete. */
export async function loadGrantWithoutConsent(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, params, result, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  return grantRequestedScopes(provider, {
    accountId: session.accountId,
    clientId: client.clientId,
    grantId: result?.consent?.grantId ?? session.grantIdFor(client.clientId),
    scope: params?.scope,
  });
}
