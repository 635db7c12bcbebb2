import DOMPurify from 'dompurify';

/**
 * Posts and replies arrive already cleaned by the server's allow-list, but the page treats them as
 * untrusted all the same: scripts, event handlers, frames and forms never reach the document, and
 * links open in a new tab without handing it this window.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizePostHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
  });
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
