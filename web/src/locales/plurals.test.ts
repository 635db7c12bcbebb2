import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '../app/i18n';

beforeAll(() => {
  initI18n('ar');
});

const days = (lng: string, count: number) => i18next.t('units.days', { ns: 'common', lng, count });

/**
 * Counts agree with their noun through the language's own plural rules (Intl.PluralRules, which
 * i18next follows): Arabic has six forms, English two, Chinese one.
 */
describe('counted nouns', () => {
  it.each([
    [0, '0 يوم'],
    [1, 'يوم واحد'],
    [2, 'يومان'],
    [3, '3 أيام'],
    [10, '10 أيام'],
    [11, '11 يومًا'],
    [99, '99 يومًا'],
    [100, '100 يوم'],
    [102, '102 يوم'],
  ])('Arabic: %i days reads "%s"', (count, text) => {
    expect(days('ar', count)).toBe(text);
  });

  it('English and Chinese', () => {
    expect([0, 1, 2, 100].map((count) => days('en', count))).toEqual([
      '0 days',
      '1 day',
      '2 days',
      '100 days',
    ]);
    expect([1, 100].map((count) => days('zh', count))).toEqual(['1 天', '100 天']);
  });

  it('the recycle bin keeps things for 100 days, and says so in every language', () => {
    const note = (lng: string) => i18next.t('binNote', { ns: 'drive', lng, days: days(lng, 100) });
    expect(note('ar')).toBe('تُحذف العناصر المحذوفة نهائيًا بعد 100 يوم.');
    expect(note('zh')).toBe('删除的项目 100 天后将被彻底清除。');
    expect(note('en')).toBe('Deleted items are erased for good after 100 days.');
  });

  it.each([
    [
      'likes',
      [0, 1, 2, 3, 11, 100],
      ['0 إعجاب', 'إعجاب واحد', 'إعجابان', '3 إعجابات', '11 إعجابًا', '100 إعجاب'],
    ],
    ['replies', [1, 2, 3, 11], ['ردّ واحد', 'ردّان', '3 ردود', '11 ردًّا']],
    ['shares', [1, 2, 3], ['مشاركة واحدة للرابط', 'مشاركتان للرابط', '3 مشاركات للرابط']],
  ] as const)('Arabic discussion counters: %s', (key, counts, texts) => {
    expect(counts.map((count) => i18next.t(key, { ns: 'discussion', lng: 'ar', count }))).toEqual(
      texts,
    );
  });
});
