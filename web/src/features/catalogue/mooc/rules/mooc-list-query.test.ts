import { describe, expect, it } from 'vitest';
import { moocListSearch, parseMoocListQuery, withFilter } from './mooc-list-query';

describe('the MOOC list address', () => {
  it('reads the four filters, keyword and page, ignoring unknown values', () => {
    const query = parseMoocListQuery(
      new URLSearchParams('object=child&difficulty=hard&direction=culture&keyword= 节日 &page=3'),
    );
    expect(query).toEqual({
      object: 'child',
      difficulty: undefined,
      direction: 'culture',
      category: undefined,
      keyword: '节日',
      page: 3,
    });
    expect(parseMoocListQuery(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(moocListSearch(parseMoocListQuery(new URLSearchParams())).toString()).toBe('');
    expect(
      moocListSearch({
        object: 'teacher',
        category: 'profession',
        keyword: 'hsk',
        page: 2,
      }).toString(),
    ).toBe('object=teacher&category=profession&keyword=hsk&page=2');
  });

  it('goes back to page 1 when a filter changes, and "all" removes it', () => {
    const query = { object: 'child' as const, keyword: '', page: 4 };
    expect(withFilter(query, 'difficulty', 'easy')).toMatchObject({ difficulty: 'easy', page: 1 });
    expect(withFilter(query, 'object', undefined).object).toBeUndefined();
    expect(withFilter(query, 'object', 'wizard').object).toBeUndefined();
  });
});
