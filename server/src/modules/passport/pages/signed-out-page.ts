import type { Language } from '@qiao/contracts/languages';
import { PASSPORT_TEXTS } from '../texts';
import { noticeBox } from './form-fields';
import { html } from '../../../platform/html/safe-html';
import { renderPage } from './layout';

export function signedOutPage(page: { language: Language; homeHref: string }): string {
  const t = PASSPORT_TEXTS[page.language];
  return renderPage({
    language: page.language,
    title: t.signedOutTitle,
    body: html`${noticeBox(t.signedOutMessage)}
      <p class="links"><a href="${page.homeHref}">${t.backToQiao}</a></p>`,
  });
}
