// @vitest-environment jsdom
// DOMPurify is checked against a standards-following DOM; happy-dom parses some markup differently.
import { describe, expect, it } from 'vitest';
import { EMBED_SANDBOX } from '@qiao/contracts/media-embeds';
import { sanitizeShownHtml } from './shown-html';

const shown = (html: string) => sanitizeShownHtml(html, { keepStyles: true });

describe('embeds on the page', () => {
  it('keeps an allowed player with its listed attributes, always sandboxed', () => {
    const html = shown(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="314" ' +
        'allowfullscreen="" title="课" style="position:fixed" sandbox="allow-top-navigation" ' +
        'onload="alert(1)"></iframe>',
    );
    const frame = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(frame.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(frame.getAttributeNames().sort()).toEqual(
      ['allowfullscreen', 'height', 'sandbox', 'src', 'title', 'width'].sort(),
    );
  });

  it.each([
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
    ['data:', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['another host', '<iframe src="https://evil.example/embed/x"></iframe>'],
    ['plain http', '<iframe src="http://www.youtube.com/embed/x"></iframe>'],
    ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ])('drops an iframe with %s', (_case, frame) => {
    expect(shown(`<p>前</p>${frame}<p>后</p>`)).toBe('<p>前</p><p>后</p>');
  });
});
