import { describe, expect, it } from 'vitest';
import { liveListSearch, parseLiveListQuery } from './live-list-query';

describe('the live list address', () => {
  it('reads a known category and a page, else all and the first page', () => {
    expect(parseLiveListQuery(new URLSearchParams('cate=2&page=3'))).toEqual({ cate: 2, page: 3 });
    expect(parseLiveListQuery(new URLSearchParams('cate=9&page=x'))).toEqual({ cate: -1, page: 1 });
  });

  it('leaves the defaults out', () => {
    expect(liveListSearch({ cate: -1, page: 1 }).toString()).toBe('');
    expect(liveListSearch({ cate: 3, page: 2 }).toString()).toBe('cate=3&page=2');
  });
});
