import { describe, expect, it } from 'vitest';
import { searchForm, searchTextOf } from './search-text';

describe('search text', () => {
  it('finds Chinese by characters, spaced pinyin, joined pinyin and toned pinyin', () => {
    const text = searchTextOf([{ zh: '你好，中国', ar: 'مرحبا يا صين' }]);
    for (const query of ['你好', 'ni hao', 'nihao', 'Nǐ Hǎo', 'zhong guo']) {
      expect(text).toContain(searchForm(query));
    }
  });

  it('finds Arabic whatever its vowel marks and alef forms', () => {
    const text = searchTextOf([{ ar: 'أَهْلاً بالعالم' }]);
    expect(text).toContain(searchForm('اهلا'));
    expect(text).toContain(searchForm('أهلاً'));
  });

  it('finds English whatever its case, and skips missing texts', () => {
    const text = searchTextOf([null, { en: 'HSK Level One' }]);
    expect(text).toContain(searchForm('hsk level'));
    expect(searchTextOf([])).toBe('');
  });
});
