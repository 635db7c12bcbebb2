import { describe, expect, it } from 'vitest';
import { interleaveBanners } from './banner-rules';

describe('interleaveBanners', () => {
  it('takes featured courses and items in turn', () => {
    expect(interleaveBanners(['c1', 'c2', 'c3'], ['i1', 'i2', 'i3'], 5)).toEqual([
      'c1',
      'i1',
      'c2',
      'i2',
      'c3',
    ]);
  });

  it('fills from one kind when the other runs short', () => {
    expect(interleaveBanners(['c1'], ['i1', 'i2', 'i3'], 4)).toEqual(['c1', 'i1', 'i2', 'i3']);
    expect(interleaveBanners(['c1', 'c2', 'c3'], [], 2)).toEqual(['c1', 'c2']);
  });

  it('shows nothing when nothing is featured', () => {
    expect(interleaveBanners([], [], 5)).toEqual([]);
  });
});
