import { errorMessage } from '@qiao/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { assertBrowserForm, browserFormToken, PASSWORD_PATH } from './browser-form';
import type { PassportPages } from './interactions';
import { pageLanguage, pageStatus, readForm, sendPage, withLanguage } from './page-replies';
import { changePasswordPage } from './pages/change-password-page';
import { changePasswordThrottled } from './sign-in';
import { homePath } from '../../platform/http/sign-in-bases';

const changePasswordForm = z.object({
  email: z.string().max(1024).catch(''),
  currentPassword: z.string().max(1024).catch(''),
  newPassword: z.string().max(1024).catch(''),
  newPasswordConfirmation: z.string().max(1024).catch(''),
  formToken: z.string().max(200).catch(''),
});

/** Change password, reachable without an authorization (a link from Qiao or the sign-in page). */
export async function passwordRoutes(app: FastifyInstance, pages: PassportPages): Promise<void> {
  const homeHref = homePath(pages.config.publicUrl);

  const render = (
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { email?: string; error?: string; changed?: boolean },
  ) => {
    const language = pageLanguage(request);
    return changePasswordPage({
      language,
      action: withLanguage(PASSWORD_PATH, language),
      homeHref,
      formToken: browserFormToken(pages, request, reply, 'password'),
      languageHref: (other) => withLanguage(PASSWORD_PATH, other),
      ...extra,
    });
  };

  app.get(PASSWORD_PATH, { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, 200, render(request, reply, {})),
  );

  app.post(PASSWORD_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = readForm(changePasswordForm, request.body);
    assertBrowserForm(pages, request, 'password', form.formToken);
    try {
      if (form.newPassword !== form.newPasswordConfirmation) {
        throw new AppError('passportPasswordMismatch');
      }
      await changePasswordThrottled(pages.db, { ...form, address: request.ip });
      return sendPage(reply, 200, render(request, reply, { changed: true }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.key === 'passportTooManyAttempts') {
        reply.header('retry-after', Number(error.params.minutes) * 60);
      }
      const message = errorMessage(error.key, pageLanguage(request), error.params);
      return sendPage(
        reply,
        pageStatus(error),
        render(request, reply, { email: form.email, error: message }),
      );
    }
  });
}
