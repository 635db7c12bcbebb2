import { describe, expect, it } from 'vitest';
import { moveEntry } from './reorder';

describe('moving a course in the order', () => {
  it('moves an entry down and up', () => {
    expect(moveEntry(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveEntry(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('keeps the order for a drop in place or outside the list', () => {
    expect(moveEntry(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveEntry(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
