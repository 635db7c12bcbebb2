import { describe, expect, it } from 'vitest';
import { practicePageLink, practiceSourceOf } from './writing-practice-page';

/** A query string read as the browser reads it (the contracts are built without the DOM). */
function query(search: string) {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
  return { get: (name: string) => new Map(pairs).get(name) ?? null };
}

describe('the practice page address', () => {
  it.each([
    [{ kind: 'category', categoryId: 'radical:口' } as const, '?category=radical%3A%E5%8F%A3'],
    [{ kind: 'due' } as const, '?from=due'],
    [{ kind: 'mine' } as const, '?from=mine'],
  ])('%o reads back as itself', (source, search) => {
    const link = practicePageLink(source);
    expect(link).toEqual({ pathname: '/pages/spell-practice/spell-practice', search });
    expect(practiceSourceOf(query(link.search))).toEqual(source);
  });

  it('an address naming nothing (or something unknown) asks the learner to choose', () => {
    expect(practiceSourceOf(query(''))).toBeUndefined();
    expect(practiceSourceOf(query('?from=everything'))).toBeUndefined();
    expect(practicePageLink()).toEqual({
      pathname: '/pages/spell-practice/spell-practice',
      search: '',
    });
  });
});
