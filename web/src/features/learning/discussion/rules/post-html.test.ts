// @vitest-environment jsdom
// DOMPurify is checked against a standards-following DOM; happy-dom parses some markup differently.
import { describe, expect, it } from 'vitest';
import { paragraphsOf, sanitizePostHtml } from './post-html';

describe('paragraphsOf', () => {
  it('makes paragraphs of blocks and line breaks of single newlines', () => {
    expect(paragraphsOf('你好\n世界\n\n\n第二段  ')).toBe('<p>你好<br>世界</p><p>第二段</p>');
  });

  it('shows markup as typed, never as markup', () => {
    expect(paragraphsOf('<script>alert("x")</script> & co')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>',
    );
  });

  it('gives nothing for blank text', () => {
    expect(paragraphsOf(' \n \n')).toBe('');
  });
});

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
