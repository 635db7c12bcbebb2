import { describe, expect, it } from 'vitest';
import { cookieValue, htmlLangOf, languageCookie, resolveLanguage } from './language';

const nowhere = { location: { search: '', hash: '' }, storedValue: null, cookieHeader: '' };

describe('resolveLanguage', () => {
  it.each([
    ['a first visit with nothing remembered', nowhere, 'ar'],
    [
      '?lang=zh in the real query',
      { ...nowhere, location: { search: '?lang=zh', hash: '' } },
      'zh',
    ],
    [
      '?lang=cn inside the hash route',
      { ...nowhere, location: { search: '', hash: '#/?lang=cn' } },
      'zh',
    ],
    [
      '?lang=al, the spec code for Arabic',
      { ...nowhere, location: { search: '?lang=al', hash: '' }, storedValue: 'zh' },
      'ar',
    ],
    [
      '?lang=en on a deep route',
      { ...nowhere, location: { search: '', hash: '#/pages/x/y?lang=en' } },
      'en',
    ],
    ['a remembered choice', { ...nowhere, storedValue: 'zh' }, 'zh'],
    ['the cookie when storage is empty', { ...nowhere, cookieHeader: 'a=1; lang=en; b=2' }, 'en'],
    ['storage before the cookie', { ...nowhere, storedValue: 'zh', cookieHeader: 'lang=en' }, 'zh'],
    [
      'the query before storage',
      { ...nowhere, location: { search: '?lang=en', hash: '' }, storedValue: 'zh' },
      'en',
    ],
    [
      'an unknown ?lang= falls through to storage',
      { ...nowhere, location: { search: '?lang=fr', hash: '' }, storedValue: 'zh' },
      'zh',
    ],
  ])('%s', (_, sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });
});

describe('language cookie and html tag', () => {
  it('stores the spec code for ten years on the whole site', () => {
    expect(languageCookie('ar')).toBe(
      `lang=al; max-age=${10 * 365 * 24 * 60 * 60}; path=/; SameSite=Lax`,
    );
  });

  it('reads one cookie among several', () => {
    expect(cookieValue('x=1;lang=zh ; y=2', 'lang')).toBe('zh');
    expect(cookieValue('x=1', 'lang')).toBeUndefined();
  });

  it('tags Chinese pages as simplified Chinese', () => {
    expect([htmlLangOf('ar'), htmlLangOf('zh'), htmlLangOf('en')]).toEqual(['ar', 'zh-CN', 'en']);
  });
});
