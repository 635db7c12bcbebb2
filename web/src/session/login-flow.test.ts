import { describe, expect, it } from 'vitest';
import { loginCallbackParams, passportLanguage } from './login-flow';

describe('passportLanguage', () => {
  it('uses the spec codes ar and cn', () => {
    expect(passportLanguage('ar')).toBe('ar');
    expect(passportLanguage('zh')).toBe('cn');
    expect(passportLanguage('en')).toBe('en');
  });
});

describe('loginCallbackParams', () => {
  it('reads code and state from the address the passport sent back to', () => {
    expect(
      loginCallbackParams({ search: '?code=c1&state=s1&iss=http%3A%2F%2Fq%2Fpassport', hash: '' }),
    ).toEqual({
      code: 'c1',
      state: 's1',
      iss: 'http://q/passport',
    });
  });

  it('reads them inside the hash on the phone site', () => {
    expect(loginCallbackParams({ search: '', hash: '#/?code=c2&state=s2' })).toEqual({
      code: 'c2',
      state: 's2',
      iss: undefined,
    });
  });

  it('answers nothing when either is missing', () => {
    expect(loginCallbackParams({ search: '?code=c3', hash: '#/' })).toBeUndefined();
  });
});
