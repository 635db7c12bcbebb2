import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes what could end content or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves Arabic, Chinese and an already escaped text readable once more', () => {
    expect(escapeHtml('ليلى · 王小明')).toBe('ليلى · 王小明');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
