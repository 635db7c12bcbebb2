import { describe, expect, it } from 'vitest';
import { html, trustedHtml } from './safe-html';

describe('html', () => {
  it('escapes interpolated text', () => {
    expect(html`<p title="${'"x"'}">${'<script>alert(1)</script> & co'}</p>`.value).toBe(
      '<p title="&quot;x&quot;">&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>',
    );
  });

  it('keeps nested templates and trusted markup as they are', () => {
    const inner = html`<b>${"it's"}</b>`;
    expect(html`<p>${inner}${trustedHtml('<i>ok</i>')}</p>`.value).toBe(
      '<p><b>it&#39;s</b><i>ok</i></p>',
    );
  });

  it('joins lists and leaves out empty values', () => {
    const items = ['a', 'b'].map((x) => html`<li>${x}</li>`);
    const list = html`<ul>
      ${items}${false}${undefined}${null}
    </ul>`;
    expect(list.value.replace(/\s+/g, '')).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});
