import { describe, expect, it } from 'vitest';
import { passportLanguage } from './page-language';

describe('passportLanguage', () => {
  it.each([
    ['nothing known', {}, 'ar'],
    ['the spec code cn', { lang: 'cn' }, 'zh'],
    ['the spec code al', { lang: 'al' }, 'ar'],
    ['lang beats ui_locales', { lang: 'ar', uiLocales: 'en' }, 'ar'],
    ['the first supported ui_locale', { uiLocales: 'fr-FR zh-CN en' }, 'zh'],
    ['ui_locales beats the cookie', { uiLocales: 'en', cookie: 'zh' }, 'en'],
    ['the cookie beats the browser', { cookie: 'zh', acceptLanguage: 'en' }, 'zh'],
    ['the browser', { acceptLanguage: 'en-GB,en;q=0.8' }, 'en'],
    ['the page switch beats everything', { query: 'en', lang: 'cn', cookie: 'al' }, 'en'],
    ['unknown values are skipped', { query: 'fr', lang: 'de', uiLocales: 'it' }, 'ar'],
    ['non-strings are skipped', { query: ['en'], lang: 7 }, 'ar'],
  ])('%s', (_label, sources, expected) => {
    expect(passportLanguage(sources)).toBe(expected);
  });
});
