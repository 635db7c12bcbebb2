import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('defaults to Arabic', () => {
    expect(resolveLanguage({})).toBe('ar');
  });

  it('prefers ?lang= over header, cookie and browser', () => {
    expect(resolveLanguage({ query: 'zh', header: 'en', cookie: 'al', acceptLanguage: 'en' })).toBe(
      'zh',
    );
  });

  it('then the client header, then the cookie, then Accept-Language', () => {
    expect(resolveLanguage({ header: 'en', cookie: 'zh', acceptLanguage: 'ar' })).toBe('en');
    expect(resolveLanguage({ cookie: 'zh', acceptLanguage: 'en' })).toBe('zh');
    expect(resolveLanguage({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
  });

  it('skips values it does not know', () => {
    expect(resolveLanguage({ query: 'fr', cookie: 'cn' })).toBe('zh');
  });
});
