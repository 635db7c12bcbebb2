import { describe, expect, it } from 'vitest';
import { containsPattern, hotWordOf } from './search-rules';

describe('containsPattern', () => {
  it.each([
    ['kuaile', '%kuaile%'],
    ['  HSK  ', '%hsk%'],
    ['Nǐ Hǎo', '%ni hao%'],
    ['أَهْلاً', '%اهلا%'],
    ['快乐', '%快乐%'],
  ])('puts %j in the stored search form', (keyword, pattern) => {
    expect(containsPattern(keyword)).toBe(pattern);
  });

  it('escapes LIKE wildcards and the escape character, so they match themselves', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });

  it('has nothing to look for when only marks, tatweel or spaces are left', () => {
    expect(containsPattern('ـــ')).toBeNull();
    expect(containsPattern('   ')).toBeNull();
    expect(containsPattern('\u064e\u0650')).toBeNull();
  });
});

describe('hotWordOf', () => {
  it('trims and squeezes spaces, keeping the words as typed', () => {
    expect(hotWordOf('  HSK   一级 ')).toBe('HSK 一级');
  });

  it('is never longer than a keyword may be', () => {
    expect(hotWordOf('汉'.repeat(80))).toBe('汉'.repeat(50));
  });

  it('answers null for an empty keyword', () => {
    expect(hotWordOf(' \t ')).toBeNull();
  });
});
