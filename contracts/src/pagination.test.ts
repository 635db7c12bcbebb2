import { describe, expect, it } from 'vitest';
import { pageRequest, pageWindow, paginationQuery } from './pagination';

describe('pageWindow', () => {
  it.each([
    ['the first page', { currentPage: 1, pageCount: 20 }, { limit: 20, offset: 0 }],
    ['the second page', { currentPage: 2, pageCount: 20 }, { limit: 20, offset: 20 }],
    ['pages of one', { currentPage: 5, pageCount: 1 }, { limit: 1, offset: 4 }],
    ['the largest page', { currentPage: 3, pageCount: 100 }, { limit: 100, offset: 200 }],
  ])('%s', (_case, page, window) => {
    expect(pageWindow(page)).toEqual(window);
  });
});

describe('paginationQuery', () => {
  it('asks for the first page of 20 when the caller says nothing', () => {
    expect(paginationQuery.parse({})).toEqual({ currentPage: 1, pageCount: 20 });
  });

  it('reads numbers sent as text (query strings and form bodies)', () => {
    expect(paginationQuery.parse({ currentPage: '3', pageCount: '50' })).toEqual({
      currentPage: 3,
      pageCount: 50,
    });
  });

  it.each([
    ['page 0', { currentPage: 0 }],
    ['a fractional page', { currentPage: 1.5 }],
    ['an empty page size', { pageCount: 0 }],
    ['more than 100 per page', { pageCount: 101 }],
  ])('refuses %s', (_case, input) => {
    expect(paginationQuery.safeParse(input).success).toBe(false);
  });
});

describe('pageRequest', () => {
  it('asks for a page at the size a call takes when it is not told', () => {
    expect(pageRequest(3)).toEqual(paginationQuery.parse({ currentPage: 3 }));
  });
});
