import type { Language } from '@qiao/contracts/languages';
import { PASSPORT_TEXTS } from '../texts';
import { html, type SafeHtml } from '../../../platform/html/safe-html';
import { renderPage } from './layout';

export interface LogoutPage {
  language: Language;
  /** oidc-provider's form (`id="op.logoutForm"`, with its own anti-forgery token). */
  providerForm: SafeHtml;
}

/** The end-session question: both buttons submit the provider's form; only "yes" ends the session. */
export function logoutPage(page: LogoutPage): string {
  const t = PASSPORT_TEXTS[page.language];
  return renderPage({
    language: page.language,
    title: t.signOutTitle,
    body: html`<p class="intro">${t.signOutQuestion}</p>
      ${page.providerForm}
      <div class="actions">
        <button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>
          ${t.signOutButton}
        </button>
        <button type="submit" form="op.logoutForm" class="secondary">
          ${t.staySignedInButton}
        </button>
      </div>`,
  });
}
