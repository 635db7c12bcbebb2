import { describe, expect, it } from 'vitest';
import { pageFrom, withPage } from './page-param';

describe('the page number in the address', () => {
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

  it('changes the page and keeps the filters', () => {
    expect(withPage(new URLSearchParams('audience=child'), 2).toString()).toBe(
      'audience=child&page=2',
    );
    expect(withPage(new URLSearchParams('cid=a'), 4).toString()).toBe('cid=a&page=4');
  });

  it('leaves page 1 out of the address', () => {
    expect(withPage(new URLSearchParams('audience=child&page=4'), 1).toString()).toBe(
      'audience=child',
    );
    expect(withPage(new URLSearchParams('cid=a&page=2'), 1).toString()).toBe('cid=a');
  });
});
