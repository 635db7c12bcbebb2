import { describe, expect, it } from 'vitest';
import { pictureForKey, pictureWord, showsWord } from './picture-rules';

describe('listen and pick the picture', () => {
  it('knows the word each picture shows', () => {
    expect(pictureWord('panda')).toBe('熊猫');
    expect(showsWord('cat', '猫')).toBe(true);
    expect(showsWord('dog', '猫')).toBe(false);
  });

  it.each([
    { key: '1', picked: 'cat' },
    { key: '3', picked: 'cup' },
    { key: '4', picked: undefined },
    { key: '0', picked: undefined },
    { key: 'a', picked: undefined },
  ])('key $key picks $picked among three pictures', ({ key, picked }) => {
    expect(pictureForKey(['cat', 'tree', 'cup'], key)).toBe(picked);
  });
});
