// @vitest-environment jsdom
// DOMPurify is checked against a standards-following DOM; happy-dom parses some markup differently.
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './post-html';

describe('sanitizePostHtml', () => {
  it('drops scripts, handlers and javascript: links, and opens links safely', () => {
    const clean = sanitizePostHtml(
      '<p onclick="alert(1)">a<script>alert(2)</script><a href="javascript:alert(3)">x</a>' +
        '<a href="https://example.org">y</a><iframe src="https://evil.example"></iframe></p>',
    );
    expect(clean).not.toMatch(/onclick|script|javascript:|iframe/i);
    expect(clean).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">y</a>',
    );
  });
});
