import { describe, expect, it } from 'vitest';
import { caseFiltersFrom, withCaseFilter } from './case-filters';

describe('case filters in the address', () => {
  it('keeps known values and the keyword, drops unknown ones', () => {
    expect(
      caseFiltersFrom(new URLSearchParams('audience=child&difficulty=hard&keyword=%20汉字%20')),
    ).toEqual({ audience: 'child', keyword: '汉字' });
    expect(caseFiltersFrom(new URLSearchParams('category=profession&direction=culture'))).toEqual({
      category: 'profession',
      direction: 'culture',
    });
  });

  it('goes back to the first page when a filter changes, and "all" removes it', () => {
    const params = new URLSearchParams('audience=child&page=3');
    expect(withCaseFilter(params, 'difficulty', 'easy').toString()).toBe(
      'audience=child&difficulty=easy',
    );
    expect(withCaseFilter(params, 'audience', '').toString()).toBe('');
  });
});
