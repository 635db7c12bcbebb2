import { errorMessage } from '@qiao/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { checkRegistration } from './account-rules';
import { createPassportAccount } from './accounts';
import {
  assertInteractionForm,
  finishLogin,
  interactionFormToken,
  interactionLanguage,
  interactionLinks,
  interactionPath,
  loadInteraction,
  type InteractionRequest,
  type PassportPages,
} from './interactions';
import { pageStatus, readForm, sendPage, withLanguage } from './page-replies';
import { registerPage } from './pages/register-page';

const registerForm = z.object({
  name: z.string().max(1024).catch(''),
  email: z.string().max(1024).catch(''),
  password: z.string().max(1024).catch(''),
  passwordConfirmation: z.string().max(1024).catch(''),
  formToken: z.string().max(200).catch(''),
});

/**
 * Registration inside an authorization: the new account is signed in at once and the browser
 * goes back to the client with a code, as after a sign-in.
 */
export async function registerRoutes(app: FastifyInstance, pages: PassportPages): Promise<void> {
  const render = (
    request: InteractionRequest,
    interaction: Interaction,
    extra: { name?: string; email?: string; error?: string },
  ) => {
    const language = interactionLanguage(request, interaction);
    const links = interactionLinks(interaction.uid, language);
    return registerPage({
      language,
      action: links.register,
      signInHref: links.signIn,
      formToken: interactionFormToken(pages, interaction),
      languageHref: (other) => withLanguage(`${interactionPath(interaction.uid)}/register`, other),
      ...extra,
    });
  };

  app.get<{ Params: { uid: string } }>(
    '/passport/interaction/:uid/register',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await loadInteraction(pages, request, reply);
      if (interaction.prompt.name !== 'login') throw new AppError('passportInteractionExpired');
      return sendPage(reply, 200, render(request, interaction, {}));
    },
  );

  app.post<{ Params: { uid: string } }>(
    '/passport/interaction/:uid/register',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await loadInteraction(pages, request, reply);
      const form = readForm(registerForm, request.body);
      assertInteractionForm(pages, request, interaction, form.formToken);
      if (interaction.prompt.name !== 'login') throw new AppError('passportInteractionExpired');
      try {
        const violation = checkRegistration(form);
        if (violation) throw new AppError(violation.key, violation.params);
        const account = await createPassportAccount(pages.db, form);
        return await finishLogin(pages, request, reply, account.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const language = interactionLanguage(request, interaction);
        return sendPage(
          reply,
          pageStatus(error),
          render(request, interaction, {
            name: form.name,
            email: form.email,
            error: errorMessage(error.key, language, error.params),
          }),
        );
      }
    },
  );
}
