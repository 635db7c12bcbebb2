import { describe, expect, it } from 'vitest';
import {
  numberedSyllable,
  parseQuery,
  pinyinKeys,
  rankEntries,
  searchEntry,
  type ParsedQuery,
} from './writing-search';

const rows: {
  kind: 'character' | 'word';
  text: string;
  readings: string[];
  en: string[];
  ar?: string;
}[] = [
  { kind: 'character', text: '你', readings: ['nǐ'], en: ['you (informal)'], ar: 'أنتَ، أنتِ' },
  { kind: 'character', text: '尼', readings: ['ní'], en: ['Buddhist nun'] },
  { kind: 'character', text: '泥', readings: ['ní', 'nì'], en: ['mud', 'clay'] },
  { kind: 'character', text: '呢', readings: ['ne', 'ní'], en: ['question particle'] },
  { kind: 'character', text: '女', readings: ['nǚ'], en: ['woman', 'female'], ar: 'أنثى' },
  { kind: 'character', text: '好', readings: ['hǎo', 'hào'], en: ['good', 'well'], ar: 'جيّد' },
  { kind: 'character', text: '吃', readings: ['chī'], en: ['to eat'], ar: 'يأكل' },
  { kind: 'character', text: '妈', readings: ['mā'], en: ['mum'], ar: 'الأم' },
  { kind: 'character', text: '吗', readings: ['ma'], en: ['question particle'] },
  { kind: 'word', text: '你好', readings: ['nǐ hǎo'], en: ['hello', 'hi'], ar: 'مرحبًا' },
  { kind: 'word', text: '你们', readings: ['nǐ men'], en: ['you (plural)'], ar: 'أنتم' },
  { kind: 'word', text: '吃饭', readings: ['chī fàn'], en: ['to have a meal', 'to eat'] },
];
const entries = rows.map((entry, commonness) =>
  searchEntry({ ...entry, commonness, item: entry.text }),
);

const search = (raw: string, limit?: number) => {
  const query = parseQuery(raw);
  if (typeof query === 'string') throw new Error(query);
  return rankEntries(entries, query, limit).map((ranked) => ranked.entry.text);
};

describe('pinyin keys', () => {
  it('writes tone marks as numbers after the syllable, ü as v, the neutral tone as none', () => {
    expect(numberedSyllable('hǎo')).toBe('hao3');
    expect(numberedSyllable('nǚ')).toBe('nv3');
    expect(numberedSyllable('ma')).toBe('ma5');
    expect(pinyinKeys('nǐ hǎo')).toEqual({
      marked: 'nǐhǎo',
      numbered: 'ni3hao3',
      toneless: 'nihao',
    });
  });
});

describe('reading a query', () => {
  it.each<[string, ParsedQuery | string]>([
    ['', 'writingQueryEmpty'],
    ['   ', 'writingQueryEmpty'],
    ['!!!???', 'writingQueryUnreadable'],
    ['😀😀', 'writingQueryUnreadable'],
    ['a'.repeat(41), 'writingQueryUnreadable'],
    ['你好', { kind: 'han', text: '你好' }],
    ['nǐ', { kind: 'marked', key: 'nǐ' }],
    ['Nǐ Hǎo', { kind: 'marked', key: 'nǐhǎo' }],
    ['ni3', { kind: 'numbered', key: 'ni3' }],
    ['ma0', { kind: 'numbered', key: 'ma5' }],
    ['lu:3', { kind: 'numbered', key: 'lv3' }],
    ['ni', { kind: 'latin', key: 'ni', phrase: 'ni' }],
    ['To Eat', { kind: 'latin', key: 'toeat', phrase: 'eat' }],
    ['يَأْكُلُ', { kind: 'arabic', phrase: 'ياكل' }],
  ])('%j', (raw, parsed) => {
    expect(parseQuery(raw)).toEqual(parsed);
  });
});

describe('ranking', () => {
  it('puts the character itself first, then the words it starts', () => {
    expect(search('你')).toEqual(['你', '你好', '你们']);
  });

  it('with tone numbers, finds only that tone', () => {
    expect(search('ni3')).toEqual(['你', '你好', '你们']);
    expect(search('ni2')).toEqual(['尼', '泥', '呢']);
  });

  it('with tone marks, finds only that tone', () => {
    expect(search('nǐ')).toEqual(['你', '你好', '你们']);
    expect(search('ní')).toEqual(['尼', '泥', '呢']);
    expect(search('nǚ')).toEqual(['女']);
  });

  it('without tones, finds every tone, exact syllables before longer pinyin', () => {
    expect(search('ni')).toEqual(['你', '尼', '泥', '呢', '你好', '你们']);
    expect(search('nihao')).toEqual(['你好']);
    expect(search('nv')).toEqual(['女']);
  });

  it('a neutral tone is found with 5 or 0', () => {
    expect(search('ma5')).toEqual(['吗']);
    expect(search('ma0')).toEqual(['吗']);
    expect(search('ma1')).toEqual(['妈']);
  });

  it('finds English meanings, an exact meaning before one that starts with the words', () => {
    expect(search('to eat')).toEqual(['吃', '吃饭']);
    expect(search('hello')).toEqual(['你好']);
    expect(search('wom')).toEqual(['女']);
  });

  it('finds Arabic meanings with or without diacritics and hamza', () => {
    expect(search('يأكل')).toEqual(['吃']);
    expect(search('انتم')).toEqual(['你们']);
    expect(search('مرحبا')).toEqual(['你好']);
  });

  it('keeps only the best few when asked', () => {
    expect(search('ni', 2)).toEqual(['你', '尼']);
  });

  it('answers nothing for what nothing matches', () => {
    expect(search('xyzzy')).toEqual([]);
    expect(search('猫')).toEqual([]);
  });
});
