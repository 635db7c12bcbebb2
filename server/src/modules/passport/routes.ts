import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/database';
import { createMailer } from '../../platform/mail/mailer';
import { passportAssetRoutes } from './asset-routes';
import { passportContentSecurityPolicy } from './content-security';
import type { PassportPages } from './interactions';
import { mountProvider } from './mount';
import { installPageErrorHandler } from './page-replies';
import { passwordRoutes } from './password-routes';
import { createPassportProvider } from './provider';
import { redirectOrigins } from './provider-clients';
import { passportFormKey } from './provider-secrets';
import { registerRoutes } from './register-routes';
import { resetRoutes } from './reset-routes';
import { signInRoutes } from './sign-in-routes';
import { homePath } from '../../platform/http/sign-in-bases';

export interface PassportRoutesOptions {
  config: Config;
  database: Database;
  /** Ends Qiao's sessions of a passport account whose password was reset. */
  onPasswordReset: (accountId: string) => Promise<void>;
}

/**
 * The built-in passport at /passport: oidc-provider for the protocol, and the passport's own pages
 * for sign-in, registration, password change and reset. With OIDC_ISSUER set, an external provider
 * replaces it and nothing is served here (/passport answers 404).
 */
export async function passportRoutes(
  app: FastifyInstance,
  options: PassportRoutesOptions,
): Promise<void> {
  const { config } = options;
  if (config.oidcIssuer) return;
  const db = options.database.db;
  const { provider, clients } = await createPassportProvider(config, db, app.log);

  const contentSecurityPolicy = passportContentSecurityPolicy(redirectOrigins(clients));
  // Set on the raw response: answers written by oidc-provider bypass Fastify's reply headers.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', contentSecurityPolicy);
  });

  const pages: PassportPages = {
    config,
    db,
    provider,
    formKey: await passportFormKey(db),
    mailer: createMailer(config.mail, app.log),
    onPasswordReset: options.onPasswordReset,
  };
  await app.register(passportAssetRoutes);
  await app.register(async (pageApp) => {
    installPageErrorHandler(pageApp, homePath(config.publicUrl));
    await pageApp.register(signInRoutes, pages);
    await pageApp.register(registerRoutes, pages);
    await pageApp.register(passwordRoutes, pages);
    await pageApp.register(resetRoutes, pages);
  });
  await app.register(mountProvider, { provider });
}
