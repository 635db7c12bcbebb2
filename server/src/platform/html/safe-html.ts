import { escapeHtml } from './escape-html';
/** Markup that is already safe to send: built by `html`, never from raw user text. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export type HtmlValue =
  SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === false || value === null || value === undefined) return '';
  return escapeHtml(String(value));
}

/**
 * Tagged template for pages: every interpolated value is escaped unless it is itself `SafeHtml`,
 * so user input (a typed email, a name) can never become markup.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/** Wraps markup from a trusted source (oidc-provider's own logout form). */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
