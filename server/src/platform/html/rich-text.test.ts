import { describe, expect, it } from 'vitest';
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
