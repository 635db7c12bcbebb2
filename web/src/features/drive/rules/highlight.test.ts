import { describe, expect, it } from 'vitest';
import { highlightOfName, parseHighlight } from './highlight';

describe('parseHighlight', () => {
  it('marks the matches of an Arabic and a Chinese name', () => {
    expect(parseHighlight('الدرس <em>الأول</em>.pdf')).toEqual([
      { text: 'الدرس ', match: false },
      { text: 'الأول', match: true },
      { text: '.pdf', match: false },
    ]);
    expect(parseHighlight('第<em>一课</em> 生词.docx')).toEqual([
      { text: '第', match: false },
      { text: '一课', match: true },
      { text: ' 生词.docx', match: false },
    ]);
  });

  it('decodes the escapes the server writes, numeric and named', () => {
    expect(parseHighlight('Tom &#38; Jerry&#39;s <em>script</em>.txt')).toEqual([
      { text: "Tom & Jerry's ", match: false },
      { text: 'script', match: true },
      { text: '.txt', match: false },
    ]);
    expect(parseHighlight('&lt;b&gt; &amp;&#x41;&quot;')).toEqual([
      { text: '<b> &A"', match: false },
    ]);
  });

  it('keeps any other markup as visible text, never as HTML', () => {
    expect(parseHighlight('<img src=x onerror=alert(1)><em>a</em>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', match: false },
      { text: 'a', match: true },
    ]);
    expect(parseHighlight('&lt;script&gt;')).toEqual([{ text: '<script>', match: false }]);
  });

  it('marks several matches and leaves unknown or broken escapes alone', () => {
    expect(parseHighlight('<em>ab</em>-<em>ab</em>&bogus;&#0;')).toEqual([
      { text: 'ab', match: true },
      { text: '-', match: false },
      { text: 'ab', match: true },
      { text: '&bogus;&#0;', match: false },
    ]);
  });

  it('gives nothing for an empty name', () => {
    expect(parseHighlight('')).toEqual([]);
  });
});

describe('highlightOfName', () => {
  it('cuts the runs where the base name ends, dropping the dot', () => {
    expect(highlightOfName('les<em>son.p</em>df', 'lesson', 'pdf')).toEqual({
      base: [
        { text: 'les', match: false },
        { text: 'son', match: true },
      ],
      extension: [
        { text: 'p', match: true },
        { text: 'df', match: false },
      ],
    });
  });

  it('keeps an override character inside the base name, away from the extension', () => {
    const name = 'photo\u202egpj';
    expect(highlightOfName(`<em>photo</em>\u202egpj.exe`, name, 'exe')).toEqual({
      base: [
        { text: 'photo', match: true },
        { text: '\u202egpj', match: false },
      ],
      extension: [{ text: 'exe', match: false }],
    });
  });

  it('handles folders, and refuses a highlight of another name', () => {
    expect(highlightOfName('<em>الدروس</em>', 'الدروس', '')).toEqual({
      base: [{ text: 'الدروس', match: true }],
      extension: [],
    });
    expect(highlightOfName('<em>other</em>.txt', 'name', 'txt')).toBeUndefined();
  });
});
