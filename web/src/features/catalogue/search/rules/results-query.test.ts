import { describe, expect, it } from 'vitest';
import { readResultsQuery, writeResultsQuery } from './results-query';

describe('results page query', () => {
  it('reads keyword, tab and page', () => {
    expect(readResultsQuery(new URLSearchParams('keyword=kuaile&tab=games&page=3'))).toEqual({
      keyword: 'kuaile',
      tab: 'games',
      page: 3,
    });
  });

  it('falls back to the courses tab and the first page', () => {
    expect(readResultsQuery(new URLSearchParams('keyword=%20HSK%20&tab=nope&page=-2'))).toEqual({
      keyword: 'HSK',
      tab: 'courses',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeResultsQuery({ keyword: '你好', tab: 'courses', page: 1 }).toString()).toBe(
      'keyword=%E4%BD%A0%E5%A5%BD',
    );
    expect(writeResultsQuery({ keyword: 'a', tab: 'tools', page: 2 }).toString()).toBe(
      'keyword=a&tab=tools&page=2',
    );
  });
});
