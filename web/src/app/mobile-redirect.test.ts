import { describe, expect, it } from 'vitest';
import { mobileRedirectTarget } from './mobile-redirect';

const bare = { search: '', hash: '' };

describe('mobileRedirectTarget', () => {
  it('leaves viewports of 600 px and wider on the desktop shell', () => {
    expect(mobileRedirectTarget(bare, 600)).toBeUndefined();
    expect(mobileRedirectTarget(bare, 1280)).toBeUndefined();
  });

  it('sends narrower viewports to the mobile home', () => {
    expect(mobileRedirectTarget(bare, 599)).toBe('/mobile/#/');
  });

  it('keeps a login redirect’s code and state from the real query', () => {
    expect(mobileRedirectTarget({ search: '?code=abc123&state=xyz789', hash: '#/' }, 500)).toBe(
      '/mobile/#/?code=abc123&state=xyz789',
    );
  });

  it('keeps code, state and lang found in the hash query, and drops the rest', () => {
    expect(
      mobileRedirectTarget({ search: '', hash: '#/pages/x?state=s1&utm=1&lang=zh&code=c1' }, 375),
    ).toBe('/mobile/#/?code=c1&state=s1&lang=zh');
  });

  it('opens a share link on the phone site at the same share', () => {
    const hash = '#/pages/Share/Share?filePath=/&shareBatchNum=Ab_c-1234567890123456';
    expect(mobileRedirectTarget({ search: '?lang=zh', hash }, 390)).toBe(`/mobile/?lang=zh${hash}`);
    expect(mobileRedirectTarget({ search: '', hash }, 390)).toBe(`/mobile/${hash}`);
  });

  it('keeps a page the phone site has not got on the desktop shell, fitted to the phone', () => {
    expect(mobileRedirectTarget({ search: '', hash: '#/pages/mooc_list/mooc_list' }, 390)).toBe(
      undefined,
    );
    expect(
      mobileRedirectTarget({ search: '?lang=zh', hash: '#/pages/shared-space/shared-space' }, 390),
    ).toBeUndefined();
  });

  it('opens the personal centre on the phone site at the same section', () => {
    expect(
      mobileRedirectTarget(
        { search: '', hash: '#/pages/personal/personal?section=documents' },
        390,
      ),
    ).toBe('/mobile/#/pages/personal/personal?section=documents');
  });

  it('sends the home and its alias, with a forced language, to the mobile home', () => {
    expect(mobileRedirectTarget({ search: '', hash: '#/pages/new-home/new-home' }, 390)).toBe(
      '/mobile/#/',
    );
    expect(mobileRedirectTarget({ search: '', hash: '#/?lang=zh' }, 390)).toBe(
      '/mobile/#/?lang=zh',
    );
  });

  it('does not redirect when the width is not known yet', () => {
    expect(mobileRedirectTarget(bare, 0)).toBeUndefined();
  });
});
