import type { Language } from '@qiao/contracts/languages';
import { PASSPORT_TEXTS } from '../texts';
import { alertBox } from './form-fields';
import { html } from '../../../platform/html/safe-html';
import { renderPage } from './layout';

export interface ErrorPage {
  language: Language;
  homeHref: string;
  /** What went wrong in the reader's language; the generic text when omitted. */
  message?: string | undefined;
  /** A code to quote to support (an OAuth error code, a request id); never internals. */
  detail?: string | undefined;
}

export function errorPage(page: ErrorPage): string {
  const t = PASSPORT_TEXTS[page.language];
  return renderPage({
    language: page.language,
    title: t.errorTitle,
    body: html`${alertBox(page.message ?? t.errorMessage)}
      ${page.detail ? html`<p class="detail">${t.errorDetail}: <bdi dir="ltr">${page.detail}</bdi></p>` : ''}
      <p class="links"><a href="${page.homeHref}">${t.backToQiao}</a></p>`,
  });
}
