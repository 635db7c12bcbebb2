import type { Language } from '@qiao/contracts/languages';
import { PASSPORT_TEXTS } from '../texts';
import { alertBox, field, formTokenInput, noticeBox } from './form-fields';
import { html } from '../../../platform/html/safe-html';
import { renderPage } from './layout';

export interface ChangePasswordPage {
  language: Language;
  action: string;
  homeHref: string;
  formToken: string;
  email?: string | undefined;
  error?: string | undefined;
  /** True once the password has been changed: the page confirms instead of asking again. */
  changed?: boolean;
  languageHref: (language: Language) => string;
}

export function changePasswordPage(page: ChangePasswordPage): string {
  const t = PASSPORT_TEXTS[page.language];
  const form = html`<p class="intro">${t.changePasswordIntro}</p>
    ${alertBox(page.error)}
    <form method="post" action="${page.action}">
      ${formTokenInput(page.formToken)}
      ${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: page.email, autofocus: true })}
      ${field({ name: 'currentPassword', label: t.currentPassword, type: 'password', autocomplete: 'current-password' })}
      ${field({ name: 'newPassword', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint })}
      ${field({ name: 'newPasswordConfirmation', label: t.newPasswordConfirmation, type: 'password', autocomplete: 'new-password' })}
      <button type="submit">${t.changePasswordButton}</button>
    </form>`;
  return renderPage({
    language: page.language,
    title: t.changePasswordTitle,
    languageHref: page.languageHref,
    body: html`${page.changed ? noticeBox(t.passwordChangedMessage) : form}
      <p class="links"><a href="${page.homeHref}">${t.backToQiao}</a></p>`,
  });
}
