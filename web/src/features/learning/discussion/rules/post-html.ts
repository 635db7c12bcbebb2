import { sanitizeShownHtml } from '../../../../components/rich-text/shown-html';

/** Posts and replies keep the styles the server's allow-list let through. */
export function sanitizePostHtml(html: string): string {
  return sanitizeShownHtml(html, { keepStyles: true });
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The simple editor's text as rich text: an empty line starts a new paragraph, a single line break
 * stays a line break, and every character the person typed is shown as typed (escaped).
 */
export function paragraphsOf(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const escaped = block.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
      return `<p>${escaped.split('\n').join('<br>')}</p>`;
    })
    .join('');
}
