import type { FastifyBaseLogger } from 'fastify';
import type { ClientMetadata, default as OidcProvider } from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { findPassportAccountById } from './accounts';
import { loadGrantWithoutConsent, PASSPORT_SCOPES } from './grants';
import { DatabaseOidcAdapter } from './oidc-adapter';
import { passportClients } from './provider-clients';
import { providerPages } from './provider-pages';
import { builtInClientSecret, passportCookieKeys, passportSigningKeys } from './provider-secrets';
import { homePath } from '../../platform/http/sign-in-bases';

export const PASSPORT_PREFIX = '/passport';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export interface PassportProvider {
  provider: OidcProvider;
  clients: ClientMetadata[];
}

/**
 * The OpenID Connect provider behind /passport. Its state lives in the database and its keys in
 * the platform secrets, so any number of instances act as one provider.
 */
export async function createPassportProvider(
  config: Config,
  db: Db,
  logger: FastifyBaseLogger,
): Promise<PassportProvider> {
  const clients = passportClients(config, await builtInClientSecret(config, db));
  const cookie = { httpOnly: true, sameSite: 'lax', secure: config.secureCookies } as const;
  const pages = providerPages(homePath(config.publicUrl));
  // Loaded here, not at the top: importing it prints a runtime notice on Node 20, which should
  // appear only when the passport is really built (not, say, before a configuration error).
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(`${config.publicUrl}${PASSPORT_PREFIX}`, {
    adapter: (model: string) => new DatabaseOidcAdapter(db, model),
    clients,
    jwks: { keys: await passportSigningKeys(db) },
    cookies: {
      // Named apart from Qiao's own session cookie, which shares the origin.
      names: {
        session: 'passport_session',
        interaction: 'passport_interaction',
        resume: 'passport_resume',
      },
      long: { ...cookie, path: PASSPORT_PREFIX },
      short: cookie,
      keys: await passportCookieKeys(db),
    },
    scopes: [...PASSPORT_SCOPES],
    claims: {
      openid: ['sub'],
      basic: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // ID tokens carry the granted claims too, so a client needs no userinfo call to know the name.
    conformIdTokenClaims: false,
    // `screen=register` opens the registration form first (Qiao's "register" link).
    extraParams: ['lang', 'screen'],
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    discovery: { ui_locales_supported: ['ar', 'zh', 'en'] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${PASSPORT_PREFIX}/interaction/${interaction.uid}`,
    },
    loadExistingGrant: loadGrantWithoutConsent,
    findAccount: async (_ctx, sub) => {
      const account = await findPassportAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          name: account.name,
          preferred_username: account.name,
          email: account.email,
          // The passport does not send confirmation emails, so it never vouches for an address.
          email_verified: false,
        }),
      };
    },
    renderError: pages.renderError,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: 14 * DAY,
      Grant: 14 * DAY,
      Session: 14 * DAY,
    },
  });
  // Behind a proxy, the forwarded protocol decides whether cookies may be Secure.
  provider.proxy = config.trustProxy;
  if (config.secureCookies && !config.trustProxy) {
    logger.warn(
      'PUBLIC_URL is https but TRUST_PROXY is off: passport cookies need TRUST_PROXY=true',
    );
  }
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'passport error'));
  return { provider, clients };
}
