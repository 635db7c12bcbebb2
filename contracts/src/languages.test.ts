import { describe, expect, it } from 'vitest';
import {
  directionOf,
  intlLocaleOf,
  languageFromAcceptHeader,
  parseLanguage,
  toSpecCode,
} from './languages';

describe('parseLanguage', () => {
  it.each([
    ['al', 'ar'],
    ['ar', 'ar'],
    ['AL', 'ar'],
    ['ar-SA', 'ar'],
    ['zh', 'zh'],
    ['cn', 'zh'],
    ['zh-CN', 'zh'],
    ['zh_Hans', 'zh'],
    ['en', 'en'],
    ['en-GB', 'en'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseLanguage(input)).toBe(expected);
  });

  it.each(['', 'fr', 'xx-YY', undefined, null])('does not guess a language from %j', (input) => {
    expect(parseLanguage(input)).toBeUndefined();
  });
});

describe('spec codes and directions', () => {
  it('writes Arabic as the spec code al and keeps zh and en', () => {
    expect(toSpecCode('ar')).toBe('al');
    expect(toSpecCode('zh')).toBe('zh');
    expect(toSpecCode('en')).toBe('en');
  });

  it('lays Arabic out right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('zh')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });

  it('formats Arabic dates and numbers in Arabic words with Latin digits', () => {
    const date = new Intl.DateTimeFormat(intlLocaleOf('ar'), { dateStyle: 'long' });
    const shown = date.format(new Date('2026-11-25T12:00:00Z'));
    expect(shown).toMatch(/25/);
    expect(shown).toMatch(/نوفمبر/);
    expect(shown).not.toMatch(/[٠-٩]/);
    expect(new Intl.NumberFormat(intlLocaleOf('ar')).format(1234)).toMatch(/^1.?234$/);
  });
});

describe('languageFromAcceptHeader', () => {
  it('takes the most wanted supported language', () => {
    expect(languageFromAcceptHeader('fr-FR,fr;q=0.9,zh-CN;q=0.8,en;q=0.7')).toBe('zh');
    expect(languageFromAcceptHeader('en;q=0.5, ar;q=0.9')).toBe('ar');
  });

  it('ignores languages refused with q=0 and answers nothing when none is supported', () => {
    expect(languageFromAcceptHeader('zh;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptHeader('fr, de')).toBeUndefined();
    expect(languageFromAcceptHeader(undefined)).toBeUndefined();
  });
});
