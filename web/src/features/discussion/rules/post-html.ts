import { sanitizeShownHtml } from '../../../components/rich-text/shown-html';

/** Posts and replies keep the styles the server's allow-list let through. */
export function sanitizePostHtml(html: string): string {
  return sanitizeShownHtml(html, { keepStyles: true });
}
