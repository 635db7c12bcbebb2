import type { Language } from '@qiao/contracts/languages';
import { PASSPORT_TEXTS } from '../texts';
import { alertBox, field, formTokenInput, noticeBox } from './form-fields';
import { html } from '../../../platform/html/safe-html';
import { renderPage } from './layout';

export interface ResetPasswordPage {
  language: Language;
  action: string;
  homeHref: string;
  formToken: string;
  /** The reset link's secret, posted back with the new password. */
  resetToken: string;
  email: string;
  error?: string | undefined;
  /** True once the password is set: the page confirms instead of asking again. */
  done?: boolean;
  languageHref: (language: Language) => string;
}

export function resetPasswordPage(page: ResetPasswordPage): string {
  const t = PASSPORT_TEXTS[page.language];
  const [before = '', after = ''] = t.resetIntro.split('{email}');
  const form = html`<p class="intro">${before}<bdi dir="ltr">${page.email}</bdi>${after}</p>
    ${alertBox(page.error)}
    <form method="post" action="${page.action}">
      ${formTokenInput(page.formToken)}
      <input type="hidden" name="token" value="${page.resetToken}" />
      <input type="hidden" name="email" autocomplete="username" value="${page.email}" />
      ${field({ name: 'newPassword', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, autofocus: true })}
      ${field({ name: 'newPasswordConfirmation', label: t.newPasswordConfirmation, type: 'password', autocomplete: 'new-password' })}
      <button type="submit">${t.resetButton}</button>
    </form>`;
  return renderPage({
    language: page.language,
    title: t.resetTitle,
    languageHref: page.languageHref,
    body: html`${page.done ? noticeBox(t.resetDoneMessage) : form}
      <p class="links"><a href="${page.homeHref}">${t.backToQiao}</a></p>`,
  });
}
