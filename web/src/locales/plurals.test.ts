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
    [0, 'أنهيت 0 من 0 حصة'],
    [1, 'أنهيت 0 من حصة واحدة'],
    [2, 'أنهيت 0 من حصتين'],
    [3, 'أنهيت 0 من 3 حصص'],
    [10, 'أنهيت 0 من 10 حصص'],
    [11, 'أنهيت 0 من 11 حصةً'],
    [84, 'أنهيت 0 من 84 حصةً'],
    [100, 'أنهيت 0 من 100 حصة'],
  ])('Arabic: a course of %i class hours reads "%s"', (count, text) => {
    expect(i18next.t('progress.summary', { ns: 'player', lng: 'ar', count, done: 0 })).toBe(text);
  });

  it('class hours in English and Chinese, the noun following the course total', () => {
    const summary = (lng: string, count: number) =>
      i18next.t('progress.summary', { ns: 'player', lng, count, done: 1 });
    const mine = (lng: string, count: number) =>
      i18next.t('myCourses.hours', { ns: 'player', lng, count, done: 1 });
    expect([summary('en', 1), summary('en', 84)]).toEqual([
      '1 of 1 class hour done',
      '1 of 84 class hours done',
    ]);
    expect(summary('zh', 84)).toBe('已完成 1 / 84 个课时');
    expect([1, 2, 3, 11].map((count) => mine('ar', count))).toEqual([
      '1 من حصة واحدة',
      '1 من حصتين',
      '1 من 3 حصص',
      '1 من 11 حصةً',
    ]);
    expect([mine('en', 1), mine('en', 7), mine('zh', 7)]).toEqual([
      '1 / 1 class hour',
      '1 / 7 class hours',
      '1 / 7 个课时',
    ]);
  });

  it('a long spreadsheet says how much of it is shown, rows and columns each agreeing', () => {
    const shown = (lng: string, rows: number, columns: number) =>
      i18next.t('preview.sheetTruncated', {
        ns: 'office',
        lng,
        rows: i18next.t('preview.firstRows', { ns: 'office', lng, count: rows }),
        columns: i18next.t('preview.firstColumns', { ns: 'office', lng, count: columns }),
      });
    expect(shown('ar', 500, 50)).toBe('يُعرض أول 500 صفّ وأول 50 عمودًا فقط.');
    expect(shown('ar', 2, 3)).toBe('يُعرض أول صفّين وأول 3 أعمدة فقط.');
    expect(shown('ar', 1, 1)).toBe('يُعرض الصف الأول والعمود الأول فقط.');
    expect(shown('en', 500, 50)).toBe(
      'Only the first 500 rows and the first 50 columns are shown.',
    );
    expect(shown('en', 1, 1)).toBe('Only the first row and the first column are shown.');
    expect(shown('zh', 500, 50)).toBe('仅显示前 500 行、前 50 列。');
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
