// @vitest-environment jsdom
// DOMPurify is checked against a standards-following DOM; happy-dom parses some markup differently.
import { describe, expect, it } from 'vitest';
import { sanitizeNoteHtml } from './note-html';

describe('a note as shown', () => {
  it('keeps the text, its formatting, colours and pictures', () => {
    const html =
      '<p style="text-align: center;"><strong>你好</strong> <span style="background-color: #fbeeb8;">مرحبا</span></p>' +
      '<ul><li>一</li></ul><p><img src="/api/content/image/ab" alt="图"></p>';
    expect(sanitizeNoteHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, javascript links, inline pictures, forms and frames', () => {
    const shown = sanitizeNoteHtml(
      '<p onclick="steal()">نص</p><script>alert(1)</script><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA">' +
        '<form action="/api/x"><input name="a"></form><iframe src="https://example.com"></iframe>',
    );
    expect(shown).toContain('نص');
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'data:', '<form', 'iframe']) {
      expect(shown).not.toContain(bad);
    }
  });

  it('opens links in a new tab without a window reference', () => {
    expect(sanitizeNoteHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
