import type { Language } from '@qiao/contracts/languages';
import { PASSWORD_RESET } from '../reset-rules';
import { PASSPORT_TEXTS } from '../texts';
import { alertBox, field, formTokenInput, noticeBox } from './form-fields';
import { html } from '../../../platform/html/safe-html';
import { renderPage } from './layout';

export interface ForgotPasswordPage {
  language: Language;
  action: string;
  homeHref: string;
  formToken: string;
  email?: string | undefined;
  error?: string | undefined;
  /** True once a request was taken: the same words whether the email has an account or not. */
  sent?: boolean;
  languageHref: (language: Language) => string;
}

export function forgotPasswordPage(page: ForgotPasswordPage): string {
  const t = PASSPORT_TEXTS[page.language];
  const sent = t.forgotSentMessage.replace('{minutes}', String(PASSWORD_RESET.tokenMinutes));
  const form = html`<p class="intro">${t.forgotIntro}</p>
    ${alertBox(page.error)}
    <form method="post" action="${page.action}">
      ${formTokenInput(page.formToken)}
      ${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: page.email, autofocus: true })}
      <button type="submit">${t.forgotButton}</button>
    </form>`;
  return renderPage({
    language: page.language,
    title: t.forgotTitle,
    languageHref: page.languageHref,
    body: html`${page.sent ? noticeBox(sent) : form}
      <p class="links"><a href="${page.homeHref}">${t.backToQiao}</a></p>`,
  });
}
