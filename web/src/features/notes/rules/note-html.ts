import { sanitizeShownHtml } from '../../../components/rich-text/shown-html';

/** A note as the page shows it: colours and alignment are what the editor makes, so styles stay. */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeShownHtml(html, { keepStyles: true });
}
