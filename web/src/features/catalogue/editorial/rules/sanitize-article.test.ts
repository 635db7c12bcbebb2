// @vitest-environment jsdom
// DOMPurify is checked against a standards-following DOM; happy-dom parses some markup differently.
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article';

describe('article bodies as shown', () => {
  it('keeps the text and its formatting', () => {
    expect(sanitizeArticleHtml('<p>开罗<strong>中文日</strong></p><ul><li>一</li></ul>')).toBe(
      '<p>开罗<strong>中文日</strong></p><ul><li>一</li></ul>',
    );
  });

  it('drops scripts, event handlers, javascript links, forms, frames and inline styles', () => {
    const shown = sanitizeArticleHtml(
      '<p style="position:fixed" onclick="steal()">نص</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<form action="/api/x"><input name="a"></form><iframe src="https://example.com"></iframe>',
    );
    expect(shown).toContain('نص');
    for (const bad of [
      'script',
      'onclick',
      'onerror',
      'javascript:',
      '<form',
      '<input',
      'iframe',
      'style=',
    ]) {
      expect(shown).not.toContain(bad);
    }
  });

  it('opens links in a new tab without giving it this window', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com/a">a</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
