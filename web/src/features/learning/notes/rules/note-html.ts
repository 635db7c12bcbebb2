import DOMPurify from 'dompurify';

/**
 * A note's content as the page shows it. The server stored it through its allow-list, but the page
 * treats it as untrusted all the same: scripts, event handlers, `javascript:` and `data:` URLs,
 * frames and forms are dropped. Styles stay (colours and alignment are what the editor makes);
 * links open in a new tab without handing it this window.
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

export function sanitizeNoteHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
  });
}

/** True when the editor's content shows nothing: no words and no picture or media. */
export function noteHtmlIsEmpty(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
  return text === '' && !/<(img|video|audio)\b/i.test(html);
}
