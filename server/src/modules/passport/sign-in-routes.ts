import { errorMessage } from '@qiao/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import {
  assertInteractionForm,
  finishConsent,
  finishLogin,
  interactionFormToken,
  interactionLanguage,
  interactionLinks,
  interactionPath,
  loadInteraction,
  type InteractionRequest,
  type PassportPages,
} from './interactions';
import { pageStatus, queryLanguage, readForm, sendPage, withLanguage } from './page-replies';
import { signInPage } from './pages/sign-in-page';
import { signInWithPassword } from './sign-in';

const signInForm = z.object({
  email: z.string().max(320).catch(''),
  // Longer than any allowed password: refused without hashing megabytes.
  password: z.string().max(1024).catch(''),
  formToken: z.string().max(200).catch(''),
});

/** The sign-in step of an authorization: GET shows the form, POST checks the password. */
export async function signInRoutes(app: FastifyInstance, pages: PassportPages): Promise<void> {
  const render = (
    request: InteractionRequest,
    interaction: Interaction,
    extra: { email?: string; error?: string },
  ) => {
    const language = interactionLanguage(request, interaction);
    const links = interactionLinks(interaction.uid, language);
    return signInPage({
      language,
      action: links.signIn,
      registerHref: links.register,
      changePasswordHref: links.changePassword,
      forgotPasswordHref: links.forgotPassword,
      formToken: interactionFormToken(pages, interaction),
      languageHref: (other) => withLanguage(interactionPath(interaction.uid), other),
      ...extra,
    });
  };

  app.get<{ Params: { uid: string } }>(
    '/passport/interaction/:uid',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await loadInteraction(pages, request, reply);
      if (interaction.prompt.name === 'consent') {
        return finishConsent(pages, request, reply, interaction);
      }
      if (interaction.prompt.name !== 'login') throw new AppError('passportInteractionExpired');
      // The provider's first redirect here carries no ?lang; the register page's own "sign in"
      // link does, so it still reaches this form.
      const wantsRegister = interaction.params.screen === 'register' && !queryLanguage(request);
      if (wantsRegister) {
        const language = interactionLanguage(request, interaction);
        return reply.redirect(interactionLinks(interaction.uid, language).register, 303);
      }
      return sendPage(reply, 200, render(request, interaction, {}));
    },
  );

  app.post<{ Params: { uid: string } }>(
    '/passport/interaction/:uid',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await loadInteraction(pages, request, reply);
      const form = readForm(signInForm, request.body);
      assertInteractionForm(pages, request, interaction, form.formToken);
      if (interaction.prompt.name !== 'login') throw new AppError('passportInteractionExpired');
      try {
        const account = await signInWithPassword(pages.db, {
          email: form.email,
          password: form.password,
          address: request.ip,
        });
        return await finishLogin(pages, request, reply, account.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const language = interactionLanguage(request, interaction);
        const message = errorMessage(error.key, language, error.params);
        if (error.key === 'passportTooManyAttempts') {
          reply.header('retry-after', Number(error.params.minutes) * 60);
        }
        return sendPage(
          reply,
          pageStatus(error),
          render(request, interaction, { email: form.email, error: message }),
        );
      }
    },
  );
}
