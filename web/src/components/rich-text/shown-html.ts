import DOMPurify from 'dompurify';
import { embedAttributes } from '@qiao/contracts/media-embeds';

/**
 * HTML from the server is cleaned again before it touches a page: articles are cleaned by the
 * importer and users' rich text by the server's allow-list, yet a page treats both as untrusted.
 * Scripts, event handlers, forms, inline (`data:`) pictures and frames never reach the document,
 * except the listed video players (`media-embeds`, the server's rule), always sandboxed; links
 * open in a new tab without handing it this window.
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
  if (node.tagName === 'IFRAME') keepOnlyEmbed(node);
});

/**
 * An allowed player keeps exactly the embed's attributes; any other iframe is removed, as
 * DOMPurify removes what it forbids (its walk over the tree allows that).
 */
function keepOnlyEmbed(node: Element) {
  const current = Object.fromEntries([...node.attributes].map((a) => [a.name, a.value]));
  const kept = embedAttributes(current);
  if (!kept) {
    node.parentNode?.removeChild(node);
    return;
  }
  for (const name of Object.keys(current)) node.removeAttribute(name);
  for (const [name, value] of Object.entries(kept)) node.setAttribute(name, value);
}

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'object'];

/**
 * `keepStyles` keeps inline styles (a learner's background colour or alignment, already limited
 * by the server's allow-list); editors' articles take the page's own look and drop theirs.
 */
export function sanitizeShownHtml(html: string, { keepStyles }: { keepStyles: boolean }): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'sandbox'],
    FORBID_TAGS,
    FORBID_ATTR: keepStyles ? [] : ['style'],
  });
}
