import { sanitizeShownHtml } from '../../../../components/rich-text/shown-html';

/** A note as the page shows it: colours and alignment are what the editor makes, so styles stay. */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeShownHtml(html, { keepStyles: true });
}

/** True when the editor's content shows nothing: no words and no picture or media. */
export function noteHtmlIsEmpty(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
  return text === '' && !/<(img|video|audio)\b/i.test(html);
}
