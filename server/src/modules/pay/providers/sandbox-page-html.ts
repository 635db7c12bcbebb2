import { pickText, type LocalText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import type { Money } from '@qiao/contracts/pay';
import { formatMoney } from '@qiao/contracts/pay-money';
import { htmlDocument } from '../../../platform/html/html-document';
import { html, trustedHtml } from '../../../platform/html/safe-html';
import { SANDBOX_PAGE_TEXTS } from './sandbox-page-texts';

/** The choices a tester has; each is a button of the page's one form. */
export const SANDBOX_CHOICES = ['succeed', 'fail', 'pendingThenSucceed'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];

export interface SandboxPageView {
  language: Language;
  /** The order waiting for payment; undefined: the session is unknown or closed. */
  order?: { number: string; courseTitle: LocalText; amount: Money };
  /** The form's address (the session's page). */
  action: string;
  /** Where the learner goes back to (the order's page in the app). */
  backHref: string;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f5; color: #222; }
  .banner { background: #b45309; color: #fff; padding: 0.75rem 1rem; font-weight: 700; text-align: center; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { color: #555; } dd { margin: 0; }
  form { display: flex; flex-direction: column; gap: 0.75rem; margin-block-start: 1.5rem; }
  button { font-size: 1rem; padding: 0.75rem; border-radius: 6px; border: 1px solid #999; cursor: pointer; }
  button[value="succeed"] { background: #15803d; color: #fff; border-color: #15803d; }
  button[value="fail"] { background: #b91c1c; color: #fff; border-color: #b91c1c; }
  small { color: #555; }
`;

/** The sandbox's own payment page: plainly a test, in the page's language and direction. */
export function renderSandboxPage(view: SandboxPageView): string {
  const t = SANDBOX_PAGE_TEXTS[view.language];
  const { order } = view;
  const content = order
    ? html`<h1>${t.title}</h1>
        <p>${t.intro}</p>
        <dl>
          <dt>${t.order}</dt>
          <dd><bdi dir="ltr">${order.number}</bdi></dd>
          <dt>${t.course}</dt>
          <dd><bdi dir="auto">${pickText(order.courseTitle, view.language)}</bdi></dd>
          <dt>${t.amount}</dt>
          <dd><bdi dir="ltr">${formatMoney(order.amount, view.language)}</bdi></dd>
        </dl>
        <form method="post" action="${view.action}">
          ${SANDBOX_CHOICES.map(
            (choice) =>
              html`<button type="submit" name="choice" value="${choice}">${t[choice]}</button>`,
          )}
          <small>${t.pendingNote}</small>
        </form>`
    : html`<h1>${t.closedTitle}</h1>
        <p>${t.closedNote}</p>`;
  return htmlDocument({
    language: view.language,
    title: t.title,
    noindex: true,
    head: html`<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <style>
        ${trustedHtml(STYLE)}
      </style>`,
    body: html`<div class="banner" role="alert">${t.testBanner}</div>
      <main>
        ${content}
        <p><a href="${view.backHref}">${t.back}</a></p>
      </main>`,
  });
}
