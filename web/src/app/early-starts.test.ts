import { describe, expect, it } from 'vitest';
import { hashRoute } from './early-starts';

describe('hashRoute', () => {
  it('splits a hash route into its path and query', () => {
    const { pathname, query } = hashRoute('#/pages/mooc_details_son/mooc_details_son?id=h1&t=5');
    expect(pathname).toBe('/pages/mooc_details_son/mooc_details_son');
    expect(query.get('id')).toBe('h1');
    expect(query.get('t')).toBe('5');
  });

  it('reads an empty hash as the home', () => {
    expect(hashRoute('').pathname).toBe('/');
    expect(hashRoute('#/').pathname).toBe('/');
  });
});
