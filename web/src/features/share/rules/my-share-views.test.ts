import { describe, expect, it } from 'vitest';
import { myShareKindOf, mySharesQuery } from './my-share-views';

describe('my shares in the drive page query', () => {
  it.each([
    ['fileType=8', 'public'],
    ['fileType=9&filePath=/', 'link'],
    ['fileType=0', undefined],
    ['fileType=6', undefined],
    ['', undefined],
  ])('%s shows %s', (query, kind) => {
    expect(myShareKindOf(new URLSearchParams(query))).toBe(kind);
  });

  it('round-trips both lists', () => {
    expect(myShareKindOf(mySharesQuery('public'))).toBe('public');
    expect(myShareKindOf(mySharesQuery('link'))).toBe('link');
  });
});
