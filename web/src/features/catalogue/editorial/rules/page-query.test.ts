import { describe, expect, it } from 'vitest';
import { idFrom, pageFrom, withPage } from './page-query';

describe('page and id in the address', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
  ])('%s is page %i', (query, page) => {
    expect(pageFrom(new URLSearchParams(query))).toBe(page);
  });

  it('reads the id and ignores a blank one', () => {
    expect(idFrom(new URLSearchParams('id=abc'))).toBe('abc');
    expect(idFrom(new URLSearchParams('id=%20'))).toBeUndefined();
    expect(idFrom(new URLSearchParams(''))).toBeUndefined();
  });

  it('changes the page and keeps the filters', () => {
    expect(withPage(new URLSearchParams('audience=child'), 2).toString()).toBe(
      'audience=child&page=2',
    );
    expect(withPage(new URLSearchParams('audience=child&page=4'), 1).toString()).toBe(
      'audience=child',
    );
  });
});
