import { directionOf, htmlLangOf, type Language } from '@qiao/contracts/languages';
import { html, type SafeHtml } from './safe-html';

export interface DocumentParts {
  language: Language;
  /** The tab's title, escaped here. */
  title: string;
  /** What the page adds to its head: stylesheets, icons. */
  head?: SafeHtml;
  body: SafeHtml;
  /** Pages that answer one person's question (a payment, a certificate) stay out of search. */
  noindex?: boolean;
}

/**
 * The document every page the server draws itself shares (passport, certificate verification,
 * sandbox payment): its language (named as the app names it: `zh-CN` for Chinese) and direction,
 * so Arabic pages run right to left, and the head a phone needs. Each page brings only its title,
 * styles and body.
 */
export function htmlDocument(parts: DocumentParts): string {
  return `<!doctype html>\n${
    html`<html lang="${htmlLangOf(parts.language)}" dir="${directionOf(parts.language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        ${parts.noindex ? html`<meta name="robots" content="noindex" />` : ''}
        <title>${parts.title}</title>
        ${parts.head}
      </head>
      <body>
        ${parts.body}
      </body>
    </html>`.value
  }\n`;
}
