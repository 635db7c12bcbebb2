import { sanitizeShownHtml } from '../../../../components/rich-text/shown-html';

/** Article bodies are shown in the page's own look: their inline styles are dropped. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeShownHtml(html, { keepStyles: false });
}
