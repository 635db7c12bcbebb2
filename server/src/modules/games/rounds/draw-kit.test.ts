import { describe, expect, it } from 'vitest';
import { toneOf } from './draw-kit';

describe('a syllable and its tone', () => {
  it.each([
    ['mā', 1, 'ma'],
    ['má', 2, 'ma'],
    ['lǚ', 3, 'lü'],
    ['shì', 4, 'shi'],
    ['de', 5, 'de'],
    ['nǚ', 3, 'nü'],
  ])('%s is tone %i, %s without its mark', (pinyin, tone, syllable) => {
    expect(toneOf(pinyin)).toEqual({ tone, syllable });
  });
});
