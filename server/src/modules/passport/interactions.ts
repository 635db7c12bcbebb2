import type { Language } from '@qiao/contracts/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { AppError } from '../../platform/http/app-error';
import { LANGUAGE_COOKIE } from '../../platform/http/language';
import { formToken, formTokenValid, fromOwnOrigin } from './form-guard';
import { grantRequestedScopes } from './grants';
import { passportLanguage } from './page-language';
import { isSessionNotFound, queryLanguage, withLanguage } from './page-replies';
import { PASSPORT_PREFIX } from './provider';

/** What the passport's page routes share. */
export interface PassportPages {
  config: Config;
  db: Db;
  provider: Provider;
  /** Keys the hidden token of every form. */
  formKey: string;
  /** Sends password-reset links (SMTP, or the mail folder). */
  mailer: Mailer;
  /** Ends the account's sessions outside the passport (Qiao's own) after a password reset. */
  onPasswordReset: (accountId: string) => Promise<void>;
}

export type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;

export const interactionPath = (uid: string) => `${PASSPORT_PREFIX}/interaction/${uid}`;

/**
 * The interaction named in the address, read through its cookie. A missing or expired one, or a
 * cookie for another interaction, answers "this sign-in request has expired".
 */
export async function loadInteraction(
  pages: PassportPages,
  request: InteractionRequest,
  reply: FastifyReply,
): Promise<Interaction> {
  try {
    const interaction = await pages.provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid !== request.params.uid) throw new AppError('passportInteractionExpired');
    return interaction;
  } catch (error) {
    if (isSessionNotFound(error)) {
      throw new AppError('passportInteractionExpired', {}, { cause: error });
    }
    throw error;
  }
}

/** The page switch, then the client's `lang` and `ui_locales`, then cookie and browser. */
export function interactionLanguage(request: FastifyRequest, interaction: Interaction): Language {
  return passportLanguage({
    query: queryLanguage(request),
    lang: interaction.params.lang,
    uiLocales: interaction.params.ui_locales,
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

export function interactionFormToken(pages: PassportPages, interaction: Interaction): string {
  return formToken(pages.formKey, `interaction:${interaction.uid}`);
}

/** Refuses a form posted from another origin or without this interaction's token. */
export function assertInteractionForm(
  pages: PassportPages,
  request: FastifyRequest,
  interaction: Interaction,
  token: string,
): void {
  const scope = `interaction:${interaction.uid}`;
  if (
    !fromOwnOrigin(request, pages.config.publicUrl) ||
    !formTokenValid(pages.formKey, scope, token)
  ) {
    throw new AppError('passportFormRefused');
  }
}

/** Signs the account in and sends the browser back to oidc-provider, which answers the client. */
export async function finishLogin(
  pages: PassportPages,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<FastifyReply> {
  const returnTo = await pages.provider.interactionResult(
    request.raw,
    reply.raw,
    { login: { accountId } },
    { mergeWithLastSubmission: false },
  );
  return reply.redirect(returnTo, 303);
}

/** A consent prompt (the client asked for one) is answered at once with the requested scopes. */
export async function finishConsent(
  pages: PassportPages,
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Interaction,
): Promise<FastifyReply> {
  const accountId = interaction.session?.accountId;
  if (!accountId) throw new AppError('passportInteractionExpired');
  const grant = await grantRequestedScopes(pages.provider, {
    accountId,
    clientId: String(interaction.params.client_id),
    grantId: interaction.grantId,
    scope: interaction.params.scope,
  });
  const returnTo = await pages.provider.interactionResult(request.raw, reply.raw, {
    consent: { grantId: grant.jti },
  });
  return reply.redirect(returnTo, 303);
}

/** Links of one interaction's pages, each keeping the page language. */
export function interactionLinks(uid: string, language: Language) {
  return {
    signIn: withLanguage(interactionPath(uid), language),
    register: withLanguage(`${interactionPath(uid)}/register`, language),
    changePassword: withLanguage(`${PASSPORT_PREFIX}/password`, language),
    forgotPassword: withLanguage(`${PASSPORT_PREFIX}/password/forgot`, language),
  };
}
