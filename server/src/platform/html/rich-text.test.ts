import { describe, expect, it } from 'vitest';
import { EMBED_SANDBOX } from '@qiao/contracts/media-embeds';
import { hasInlineImage, plainTextOf, richTextIsEmpty, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2>第一课</h2><p style="text-align: center"><strong>你好</strong> <em>مرحبا</em> ' +
      '<span style="background-color: #ffff00">nǐ hǎo</span></p><ul><li>一</li></ul>' +
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      '<p><a href="https://qiao.example/a" target="_blank">link</a></p>' +
      '<p><img src="/api/content/image/abc" alt="字"></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>第一课</h2>');
    expect(clean).toContain('style="text-align:center"');
    expect(clean).toContain('<span style="background-color:#ffff00">nǐ hǎo</span>');
    expect(clean).toContain('<td colspan="2">x</td>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('<img src="/api/content/image/abc" alt="字" />');
  });

  it('drops scripts, event handlers, javascript: and data: URLs, frames and unknown styles', () => {
    const html =
      '<p onclick="steal()">hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>' +
      '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA">' +
      '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>' +
      '<p style="background-image: url(javascript:alert(1)); position: fixed">z</p>' +
      '<form action="/api/x"><input name="a"></form><style>*{}</style>';
    const clean = sanitizeRichText(html);
    for (const bad of [
      'onclick',
      'script',
      'javascript',
      'onerror',
      'data:',
      'iframe',
      'svg',
      'onload',
      'url(',
      'position',
      'form',
      'input',
      'style>',
    ]) {
      expect(clean.toLowerCase()).not.toContain(bad);
    }
    expect(clean).toContain('<p>hi</p>');
    expect(clean).toContain('<p>z</p>');
  });
});

describe('video embeds', () => {
  it('keeps an allowed player with its listed attributes and a fixed sandbox', () => {
    const clean = sanitizeRichText(
      '<p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="314" ' +
        'allowfullscreen="allowfullscreen" title="声调" style="position:fixed" ' +
        'sandbox="allow-top-navigation allow-scripts" onload="alert(1)" name="x"></iframe></p>',
    );
    expect(clean).toBe(
      '<p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="314" ' +
        `allowfullscreen="allowfullscreen" title="声调" sandbox="${EMBED_SANDBOX}"></iframe></p>`,
    );
  });

  it('keeps the privacy-enhanced YouTube and the bilibili players', () => {
    for (const src of [
      'https://www.youtube-nocookie.com/embed/abc',
      'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&amp;page=1',
    ]) {
      expect(sanitizeRichText(`<iframe src="${src}"></iframe>`)).toContain(`<iframe src="${src}"`);
    }
  });

  it.each([
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
    ['data:', '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>'],
    ['another host', '<iframe src="https://evil.example/embed/x"></iframe>'],
    ['plain http', '<iframe src="http://www.youtube.com/embed/x"></iframe>'],
    ['another path', '<iframe src="https://www.youtube.com/watch?v=x"></iframe>'],
    ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['no address', '<iframe></iframe>'],
  ])('drops an iframe with %s', (_case, html) => {
    const clean = sanitizeRichText(`<p>前</p>${html}<p>后</p>`);
    expect(clean).toBe('<p>前</p><p>后</p>');
  });

  it('drops srcdoc from an allowed player', () => {
    const clean = sanitizeRichText(
      '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(clean).not.toContain('srcdoc');
    expect(clean).toContain(`sandbox="${EMBED_SANDBOX}"`);
  });
});

describe('plain text and emptiness', () => {
  it('reads the words without markup', () => {
    expect(plainTextOf('<p>你好&nbsp; <b>世界</b></p>')).toBe('你好 世界');
  });

  it('counts a text with only empty paragraphs as empty, and one with a picture as not', () => {
    expect(richTextIsEmpty('<p>&nbsp;</p><p><br></p>')).toBe(true);
    expect(richTextIsEmpty('<p><img src="/api/content/image/a"></p>')).toBe(false);
    expect(richTextIsEmpty('<p>字</p>')).toBe(false);
  });

  it('recognises a pasted (inline) picture', () => {
    expect(hasInlineImage('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(true);
    expect(hasInlineImage('<p><img src="/api/content/image/a"></p>')).toBe(false);
  });
});
