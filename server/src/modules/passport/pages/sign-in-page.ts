import type { Language } from '@qiao/contracts/languages';
import { PASSPORT_TEXTS } from '../texts';
import { alertBox, field, formTokenInput } from './form-fields';
import { html } from '../../../platform/html/safe-html';
import { renderPage } from './layout';

export interface SignInPage {
  language: Language;
  action: string;
  registerHref: string;
  changePasswordHref: string;
  forgotPasswordHref: string;
  formToken: string;
  email?: string | undefined;
  error?: string | undefined;
  languageHref: (language: Language) => string;
}

export function signInPage(page: SignInPage): string {
  const t = PASSPORT_TEXTS[page.language];
  return renderPage({
    language: page.language,
    title: t.signInTitle,
    languageHref: page.languageHref,
    body: html`<p class="intro">${t.signInIntro}</p>
      ${alertBox(page.error)}
      <form method="post" action="${page.action}">
        ${formTokenInput(page.formToken)}
        ${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: page.email, autofocus: !page.email })}
        ${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', autofocus: Boolean(page.email) })}
        <button type="submit">${t.signInButton}</button>
      </form>
      <p class="links">
        <span>${t.noAccountYet} <a href="${page.registerHref}">${t.registerLink}</a></span>
        <a href="${page.forgotPasswordHref}">${t.forgotPasswordLink}</a>
        <a href="${page.changePasswordHref}">${t.changePasswordLink}</a>
      </p>`,
  });
}
