import { htmlLangOf, LANGUAGES, type Language } from '@qiao/contracts/languages';
import { htmlDocument } from '../../../platform/html/html-document';
import { LANGUAGE_NAMES, PASSPORT_TEXTS } from '../texts';
import { html, type SafeHtml } from '../../../platform/html/safe-html';

export const PASSPORT_ASSETS = '/passport/assets';

export interface PageShell {
  language: Language;
  title: string;
  body: SafeHtml;
  /** The same page in another language; without it the page has no language switch. */
  languageHref?: (language: Language) => string;
}

// Only the weights the pages use; each stylesheet lists unicode ranges, so a browser downloads
// just the pieces of the fonts that the page's text needs.
const FONT_STYLESHEETS = [
  'noto-sans-arabic/400.css',
  'noto-sans-arabic/700.css',
  'noto-sans-sc/400.css',
  'noto-sans-sc/700.css',
];

function languageSwitch(shell: PageShell): SafeHtml | undefined {
  const href = shell.languageHref;
  if (!href) return undefined;
  const links = LANGUAGES.map((language) => {
    const tag = htmlLangOf(language);
    return language === shell.language
      ? html`<a href="${href(language)}" lang="${tag}" aria-current="page"
          >${LANGUAGE_NAMES[language]}</a
        >`
      : html`<a href="${href(language)}" lang="${tag}" hreflang="${tag}"
          >${LANGUAGE_NAMES[language]}</a
        >`;
  });
  return html`<nav class="languages" aria-label="${PASSPORT_TEXTS[shell.language].languageSwitch}">
    ${links}
  </nav>`;
}

/** The frame of every passport page: one centred card with Qiao's brand, right to left in Arabic. */
export function renderPage(shell: PageShell): string {
  const texts = PASSPORT_TEXTS[shell.language];
  return htmlDocument({
    language: shell.language,
    title: `${shell.title} · 桥 Qiao`,
    head: html`<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      ${FONT_STYLESHEETS.map((sheet) => html`<link rel="stylesheet" href="${PASSPORT_ASSETS}/fonts/${sheet}" /> `)}
      <link rel="stylesheet" href="${PASSPORT_ASSETS}/passport.css" />`,
    body: html`<main class="card">
      <header class="brand">
        <span class="brand-name"
          ><bdi lang="zh" class="brand-mark">桥</bdi> <bdi lang="en">Qiao</bdi> ·
          <bdi lang="ar">جسر</bdi></span
        >
        <span class="passport-name">${texts.passportName}</span>
      </header>
      <h1>${shell.title}</h1>
      ${shell.body} ${languageSwitch(shell)}
    </main>`,
  });
}
