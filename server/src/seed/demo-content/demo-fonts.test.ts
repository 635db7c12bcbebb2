import fs from 'node:fs';
import path from 'node:path';
import { openSync } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { DEMO_FAMILIES, DEMO_FONTS } from './demo-fonts';

/** Every character the demo's texts use, read from the demo's own sources. */
function demoCharacters(): string[] {
  const sources = fs
    .readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => fs.readFileSync(path.join(import.meta.dirname, name), 'utf8'))
    .join('');
  return [...new Set(sources.replace(/[\p{ASCII}]/gu, ''))];
}

describe('bundled demo fonts', () => {
  const chinese = openSync(DEMO_FONTS.chinese);
  const chineseBold = openSync(DEMO_FONTS.chineseBold);
  const latinArabic = openSync(DEMO_FONTS.latinArabic);

  it('carry the family names the covers and PDFs ask for', () => {
    expect(chinese.familyName).toBe(DEMO_FAMILIES.chinese);
    expect(chineseBold.familyName).toBe(DEMO_FAMILIES.chinese);
    expect(latinArabic.familyName).toBe(DEMO_FAMILIES.latinArabic);
  });

  it('cover every character of the demo texts (else run bundled/make-demo-fonts.mjs)', () => {
    const missing = demoCharacters().filter((char) => {
      const code = char.codePointAt(0)!;
      if (/\p{Script=Han}/u.test(char)) {
        return !chinese.hasGlyphForCodePoint(code) || !chineseBold.hasGlyphForCodePoint(code);
      }
      // Arabic vowel marks and punctuation may come from either font, as Pango falls back.
      return !latinArabic.hasGlyphForCodePoint(code) && !chinese.hasGlyphForCodePoint(code);
    });
    expect(missing).toEqual([]);
  });
});
