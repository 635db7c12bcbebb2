import { errorMessage } from '@qiao/contracts/errors';
import type { Language } from '@qiao/contracts/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { checkEmail } from './account-rules';
import { assertBrowserForm, browserFormToken, PASSWORD_PATH } from './browser-form';
import type { PassportPages } from './interactions';
import { pageLanguage, pageStatus, readForm, sendPage, withLanguage } from './page-replies';
import { forgotPasswordPage } from './pages/forgot-password-page';
import { resetPasswordPage } from './pages/reset-password-page';
import {
  accountOfResetToken,
  admitResetRequest,
  issueResetToken,
  resetPasswordWithToken,
} from './password-reset';
import { resetMail } from './reset-mail';
import { homePath } from '../../platform/http/sign-in-bases';

export const FORGOT_PATH = `${PASSWORD_PATH}/forgot`;
export const RESET_PATH = `${PASSWORD_PATH}/reset`;

const forgotForm = z.object({
  email: z.string().max(1024).catch(''),
  formToken: z.string().max(200).catch(''),
});

const resetForm = z.object({
  token: z.string().max(200).catch(''),
  newPassword: z.string().max(1024).catch(''),
  newPasswordConfirmation: z.string().max(1024).catch(''),
  formToken: z.string().max(200).catch(''),
});

/** The link a reset mail carries; the language is the one the visitor asked in. */
export function resetLink(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${withLanguage(RESET_PATH, language)}&token=${token}`;
}

/**
 * "Forgot password": the form takes an email and always answers the same, at once; looking the
 * account up and sending the mail happen afterwards, so neither the words nor the time of the
 * answer tell whether the email has an account. The link's page sets a new password.
 */
export async function resetRoutes(app: FastifyInstance, pages: PassportPages): Promise<void> {
  const homeHref = homePath(pages.config.publicUrl);
  const background = new Set<Promise<void>>();
  // A stopping server finishes the mails it has promised before it closes the database.
  app.addHook('onClose', async () => {
    while (background.size) await Promise.allSettled([...background]);
  });

  function sendResetMail(email: string, language: Language, log: FastifyRequest['log']): void {
    const task = (async () => {
      const issued = await issueResetToken(pages.db, email);
      if (!issued) return;
      const link = resetLink(pages.config.publicUrl, issued.token, language);
      await pages.mailer.send(
        resetMail({ language, to: issued.account.email, name: issued.account.name, link }),
      );
    })()
      .catch((error: unknown) => log.error({ err: error }, 'password reset mail not sent'))
      .finally(() => background.delete(task));
    background.add(task);
  }

  const renderForgot = (
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { email?: string; error?: string; sent?: boolean },
  ) => {
    const language = pageLanguage(request);
    return forgotPasswordPage({
      language,
      action: withLanguage(FORGOT_PATH, language),
      homeHref,
      formToken: browserFormToken(pages, request, reply, 'forgot'),
      languageHref: (other) => withLanguage(FORGOT_PATH, other),
      ...extra,
    });
  };

  const renderReset = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: { email: string; error?: string; done?: boolean },
  ) => {
    const language = pageLanguage(request);
    return resetPasswordPage({
      language,
      action: withLanguage(RESET_PATH, language),
      homeHref,
      formToken: browserFormToken(pages, request, reply, 'reset'),
      resetToken: token,
      languageHref: (other) => `${withLanguage(RESET_PATH, other)}&token=${token}`,
      ...extra,
    });
  };

  /** A dead link leads to the request form, with the reason above it. */
  const linkRefused = (request: FastifyRequest, reply: FastifyReply) => {
    const error = errorMessage('passportResetLinkInvalid', pageLanguage(request));
    return sendPage(reply, 400, renderForgot(request, reply, { error }));
  };

  app.get(FORGOT_PATH, { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, 200, renderForgot(request, reply, {})),
  );

  app.post(FORGOT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = readForm(forgotForm, request.body);
    assertBrowserForm(pages, request, 'forgot', form.formToken);
    try {
      const violation = checkEmail(form.email);
      if (violation) throw new AppError(violation.key, violation.params);
      await admitResetRequest(pages.db, { email: form.email, address: request.ip });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.key === 'passportTooManyResetRequests') {
        reply.header('retry-after', Number(error.params.minutes) * 60);
      }
      const message = errorMessage(error.key, pageLanguage(request), error.params);
      return sendPage(
        reply,
        pageStatus(error),
        renderForgot(request, reply, { email: form.email, error: message }),
      );
    }
    sendResetMail(form.email, pageLanguage(request), request.log);
    return sendPage(reply, 200, renderForgot(request, reply, { sent: true }));
  });

  app.get(RESET_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    try {
      const account = await accountOfResetToken(pages.db, token);
      return sendPage(reply, 200, renderReset(request, reply, String(token), account));
    } catch (error) {
      if (error instanceof AppError && error.key === 'passportResetLinkInvalid') {
        return linkRefused(request, reply);
      }
      throw error;
    }
  });

  app.post(RESET_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = readForm(resetForm, request.body);
    assertBrowserForm(pages, request, 'reset', form.formToken);
    try {
      const account = await resetPasswordWithToken(pages.db, form);
      await pages.onPasswordReset(account.id);
      request.log.info({ accountId: account.id }, 'password reset through a mailed link');
      return sendPage(
        reply,
        200,
        renderReset(request, reply, form.token, { email: account.email, done: true }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.key === 'passportResetLinkInvalid') return linkRefused(request, reply);
      const account = await accountOfResetToken(pages.db, form.token);
      const message = errorMessage(error.key, pageLanguage(request), error.params);
      return sendPage(
        reply,
        pageStatus(error),
        renderReset(request, reply, form.token, { email: account.email, error: message }),
      );
    }
  });
}
