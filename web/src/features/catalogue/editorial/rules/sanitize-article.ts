import DOMPurify from 'dompurify';

/**
 * Article bodies are HTML written by editors and cleaned by the importer, but a page treats them as
 * untrusted all the same: scripts, event handlers, forms, frames and inline styles are dropped, and
 * links open in a new tab without handing it this window.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style'],
  });
}
