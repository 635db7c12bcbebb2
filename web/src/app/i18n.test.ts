import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, initI18n } from './i18n';

beforeAll(() => {
  initI18n('ar');
});

describe('changing the interface language', () => {
  it('turns the page left-to-right for Chinese and remembers zh', async () => {
    await changeLanguage('zh');
    expect(currentLanguage()).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(window.localStorage.getItem('lang')).toBe('zh');
    expect(document.cookie).toContain('lang=zh');
    expect(document.title).toContain('学习中文');
  });

  it('turns it back right-to-left for Arabic and remembers the spec code al', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem('lang')).toBe('al');
    expect(document.cookie).toContain('lang=al');
  });
});
