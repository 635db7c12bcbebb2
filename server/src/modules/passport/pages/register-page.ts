import type { Language } from '@qiao/contracts/languages';
import { PASSPORT_TEXTS } from '../texts';
import { alertBox, field, formTokenInput } from './form-fields';
import { html } from '../../../platform/html/safe-html';
import { renderPage } from './layout';

export interface RegisterPage {
  language: Language;
  action: string;
  signInHref: string;
  formToken: string;
  name?: string | undefined;
  email?: string | undefined;
  error?: string | undefined;
  languageHref: (language: Language) => string;
}

export function registerPage(page: RegisterPage): string {
  const t = PASSPORT_TEXTS[page.language];
  return renderPage({
    language: page.language,
    title: t.registerTitle,
    languageHref: page.languageHref,
    body: html`<p class="intro">${t.registerIntro}</p>
      ${alertBox(page.error)}
      <form method="post" action="${page.action}">
        ${formTokenInput(page.formToken)}
        ${field({ name: 'name', label: t.name, type: 'text', autocomplete: 'name', value: page.name, autofocus: true })}
        ${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: page.email })}
        ${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint })}
        ${field({ name: 'passwordConfirmation', label: t.passwordConfirmation, type: 'password', autocomplete: 'new-password' })}
        <button type="submit">${t.registerButton}</button>
      </form>
      <p class="links">
        <span>${t.haveAccount} <a href="${page.signInHref}">${t.signInLink}</a></span>
      </p>`,
  });
}
