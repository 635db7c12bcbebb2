import { escapeHtml } from '../../../platform/html/escape-html';
import { htmlDocument } from '../../../platform/html/html-document';
import { trustedHtml } from '../../../platform/html/safe-html';
import { pickText } from '@qiao/contracts/catalogue';
import type { VerifiedCert } from '@qiao/contracts/certs-calls';
import { htmlLangOf, intlLocaleOf, LANGUAGES, type Language } from '@qiao/contracts/languages';
import type { ShareChallenge } from '@qiao/contracts/share';
import { VERIFY_PAGE_TEXTS, type VerifyPageTexts } from './page-texts';
import { VERIFY_PAGE_STYLE } from './page-style';
import type { BadgeCheck } from './verifier';

export const VERIFY_PAGE_PATH = '/pages/cert/verify';
export const VERIFY_FONTS_PATH = `${VERIFY_PAGE_PATH}/fonts.css`;
export const VERIFY_SCRIPT_PATH = `${VERIFY_PAGE_PATH}/challenge.js`;

/** What a visit to the page shows: a result (or none), and the forms as they were filled. */
export interface VerifyPageView {
  language: Language;
  result?:
    { kind: 'certificate'; certificate: VerifiedCert | null } | ({ kind: 'badge' } & BadgeCheck);
  form?: { number?: string; name?: string };
  /** The number form must carry this solved challenge (null: it cannot be solved here). */
  challenge?: ShareChallenge | null;
  /** The verify id shown, kept by the language links. */
  verifyId?: string;
  /**
   * The verify id of a certificate found by number and name: the language links show it by that
   * id (a link cannot repeat the form's POST), while the page keeps its forms.
   */
  foundVerifyId?: string;
  fonts: boolean;
}

/** A date in the page's language, with Latin digits (decision 030). */
function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

function pageHref(view: VerifyPageView, language: Language): string {
  const id = view.verifyId || view.foundVerifyId;
  const query = new URLSearchParams({ ...(id ? { id } : {}), lang: language });
  return `${VERIFY_PAGE_PATH}?${query.toString()}`;
}

function languageLinks(view: VerifyPageView): string {
  return LANGUAGES.map((language) => {
    const name = escapeHtml(VERIFY_PAGE_TEXTS[language].languageName);
    const tag = htmlLangOf(language);
    return language === view.language
      ? `<a aria-current="page" lang="${tag}">${name}</a>`
      : `<a href="${escapeHtml(pageHref(view, language))}" lang="${tag}" hreflang="${tag}">${name}</a>`;
  }).join('');
}

const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`;
const ltr = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;
const auto = (value: string) => `<bdi dir="auto">${escapeHtml(value)}</bdi>`;

function details(cert: VerifiedCert, t: VerifyPageTexts, language: Language): string {
  const { snapshot } = cert;
  return `<dl>
    ${row(t.nameLatin, auto(snapshot.nameLatin))}
    ${row(t.nameArabic, `<bdi dir="rtl" lang="ar">${escapeHtml(snapshot.nameArabic)}</bdi>`)}
    ${row(t.course, auto(pickText(snapshot.course.title, language)))}
    ${row(t.level, ltr(snapshot.exam.levelName))}
    ${row(t.score, ltr(`${snapshot.exam.points} / ${snapshot.exam.max}`))}
    ${row(t.issuedOn, escapeHtml(formatDate(snapshot.issuedAt, language)))}
    ${row(t.certNumber, ltr(snapshot.number))}
    ${row(t.issuer, auto(pickText(snapshot.issuer.name, language)))}
  </dl>`;
}

function certificateSection(cert: VerifiedCert | null, t: VerifyPageTexts, language: Language) {
  if (!cert) {
    return `<section class="card result missing" role="status" data-state="not-found">
      <h2><span class="mark" aria-hidden="true">?</span>${escapeHtml(t.notFound)}</h2>
      <p>${escapeHtml(t.notFoundNote)}</p>
    </section>`;
  }
  if (cert.state === 'revoked') {
    const when = cert.revokedAt ? escapeHtml(formatDate(cert.revokedAt, language)) : '';
    return `<section class="card result revoked" role="status" data-state="revoked">
      <h2><span class="mark" aria-hidden="true">✕</span>${escapeHtml(t.revoked)}</h2>
      <p>${escapeHtml(t.revokedNote)}</p>
      <p class="revocation">
        ${escapeHtml(t.revokedOn + t.colon)}${when}<br />
        ${escapeHtml(t.reason + t.colon)}${auto(cert.revokeReason ?? '')}
      </p>
      ${details(cert, t, language)}
    </section>`;
  }
  return `<section class="card result valid" role="status" data-state="valid">
    <h2><span class="mark" aria-hidden="true">✓</span>${escapeHtml(t.valid)}</h2>
    <p>${escapeHtml(t.validNote)}</p>
    ${details(cert, t, language)}
  </section>`;
}

function badgeSection(check: BadgeCheck, t: VerifyPageTexts, language: Language): string {
  if (!check.signatureValid) {
    const why =
      check.problem === 'issuer'
        ? t.badgeNotOurs
        : check.problem === 'format'
          ? t.badgeUnreadable
          : t.signatureFails;
    return `<section class="card result bad" role="status" data-state="signature-fails">
      <h2><span class="mark" aria-hidden="true">✕</span>${escapeHtml(why)}</h2>
    </section>`;
  }
  return `<p class="card result valid" data-state="signature-holds">
      ${escapeHtml(t.signatureHolds)}
    </p>
    ${certificateSection(check.certificate, t, language)}`;
}

function challengeBlock(view: VerifyPageView, t: VerifyPageTexts): string {
  if (view.challenge === undefined) return '';
  if (view.challenge === null) return `<p class="notice">${escapeHtml(t.powUnavailable)}</p>`;
  return `<p class="notice">${escapeHtml(t.powRequired)}</p>
    <div
      data-challenge="${escapeHtml(JSON.stringify(view.challenge))}"
      data-language="${view.language}"
      data-texts="${escapeHtml(JSON.stringify(t.widget))}"
    ></div>
    <script type="module" src="${VERIFY_SCRIPT_PATH}"></script>`;
}

function forms(view: VerifyPageView, t: VerifyPageTexts): string {
  const action = escapeHtml(`${VERIFY_PAGE_PATH}?lang=${view.language}`);
  const number = escapeHtml(view.form?.number ?? '');
  const name = escapeHtml(view.form?.name ?? '');
  return `<form class="card" method="post" action="${action}" id="by-number">
      <h2>${escapeHtml(t.byNumber)}</h2>
      <input type="hidden" name="check" value="number" />
      <label for="number"
        >${escapeHtml(t.number)} <span class="hint">${escapeHtml(t.numberHint)}</span></label
      >
      <input
        type="text"
        id="number"
        name="number"
        dir="ltr"
        required
        maxlength="40"
        autocomplete="off"
        autocapitalize="characters"
        spellcheck="false"
        value="${number}"
      />
      <label for="name"
        >${escapeHtml(t.holderName)}
        <span class="hint">${escapeHtml(t.holderNameHint)}</span></label
      >
      <input
        type="text"
        id="name"
        name="name"
        dir="auto"
        required
        maxlength="60"
        autocomplete="off"
        value="${name}"
      />
      ${challengeBlock(view, t)}
      <button type="submit">${escapeHtml(t.check)}</button>
    </form>
    <form class="card" method="post" action="${action}" enctype="multipart/form-data" id="by-badge">
      <h2>${escapeHtml(t.byBadge)}</h2>
      <input type="hidden" name="check" value="badge" />
      <label for="badge-file">${escapeHtml(t.badgeFile)}</label>
      <input
        type="file"
        id="badge-file"
        name="badgeFile"
        accept=".json,.jwt,.txt,application/json,text/plain"
      />
      <label for="badge">${escapeHtml(t.badgePaste)}</label>
      <textarea id="badge" name="badge" dir="ltr" spellcheck="false"></textarea>
      <button type="submit">${escapeHtml(t.checkBadge)}</button>
    </form>`;
}

function resultSection(view: VerifyPageView, t: VerifyPageTexts): string {
  const { result, language } = view;
  if (!result) return '';
  return result.kind === 'badge'
    ? badgeSection(result, t, language)
    : certificateSection(result.certificate, t, language);
}

/** The whole page: a result when there is one, then the forms (or a link back to them). */
export function renderVerifyPage(view: VerifyPageView): string {
  const t = VERIFY_PAGE_TEXTS[view.language];
  const shownById = view.verifyId !== undefined;
  const again = escapeHtml(`${VERIFY_PAGE_PATH}?lang=${view.language}`);
  // The sections below escape every given text themselves (escapeHtml) as they are built.
  return htmlDocument({
    language: view.language,
    title: `${t.title} · Qiao`,
    noindex: true,
    head: trustedHtml(`<link rel="icon" href="data:," />
    ${view.fonts ? `<link rel="stylesheet" href="${VERIFY_FONTS_PATH}">` : ''}
    <style>
      ${VERIFY_PAGE_STYLE}
    </style>`),
    body: trustedHtml(`<main class="page">
      <header>
        <div>
          <span class="brand" dir="ltr">Qiao</span>
          <h1>${escapeHtml(t.title)}</h1>
        </div>
        <nav class="langs">${languageLinks(view)}</nav>
      </header>
      <p class="intro">${escapeHtml(t.intro)}</p>
      ${resultSection(view, t)}
      ${shownById ? `<a class="again" href="${again}">${escapeHtml(t.checkAnother)}</a>` : forms(view, t)}
    </main>`),
  });
}
