import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@qiao/contracts/languages';
import { LANGUAGE_NAMES, PASSPORT_TEXTS } from './texts';

describe('passport texts', () => {
  const keys = Object.keys(PASSPORT_TEXTS.en).sort();

  it('has every text, non-empty, in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(PASSPORT_TEXTS[language]).sort(), language).toEqual(keys);
      for (const [key, text] of Object.entries(PASSPORT_TEXTS[language])) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
      }
    }
  });

  it('is really translated: Arabic texts in Arabic script, Chinese ones in Han characters', () => {
    for (const [key, text] of Object.entries(PASSPORT_TEXTS.ar)) {
      expect(text, `ar.${key}`).toMatch(/\p{Script=Arabic}/u);
    }
    for (const [key, text] of Object.entries(PASSPORT_TEXTS.zh)) {
      expect(text, `zh.${key}`).toMatch(/\p{Script=Han}/u);
    }
  });

  it('names each language in itself for the switch', () => {
    expect(LANGUAGE_NAMES).toEqual({ ar: 'العربية', zh: '中文', en: 'English' });
  });
});
