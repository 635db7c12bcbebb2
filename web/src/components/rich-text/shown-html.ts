import DOMPurify from 'dompurify';

/**
 * HTML from the server is cleaned again before it touches a page: articles are cleaned by the
 * importer and users' rich text by the server's allow-list, yet a page treats both as untrusted.
 * Scripts, event handlers, forms, frames and inline (`data:`) pictures never reach the document,
 * and links open in a new tab without handing it this window.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG' && /^\s*data:/i.test(node.getAttribute('src') ?? '')) {
    node.removeAttribute('src');
  }
});

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'];

/**
 * `keepStyles` keeps inline styles (a learner's background colour or alignment, already limited
 * by the server's allow-list); editors' articles take the page's own look and drop theirs.
 */
export function sanitizeShownHtml(html: string, { keepStyles }: { keepStyles: boolean }): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: keepStyles ? [] : ['style'],
  });
}
