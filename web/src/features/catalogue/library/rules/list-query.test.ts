import { describe, expect, it } from 'vitest';
import { pageFrom, withPage } from './list-query';

describe('list pages', () => {
  it('read the page number, falling back to the first page', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) {
      expect(pageFrom(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('keep other query values and leave page 1 out of the address', () => {
    expect(withPage(new URLSearchParams('cid=a&page=2'), 1).toString()).toBe('cid=a');
    expect(withPage(new URLSearchParams('cid=a'), 4).toString()).toBe('cid=a&page=4');
  });
});
