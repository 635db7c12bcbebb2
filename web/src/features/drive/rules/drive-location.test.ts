import { describe, expect, it } from 'vitest';
import { driveQuery, parseDriveLocation, pathCrumbs } from './drive-location';

const parse = (query: string) => parseDriveLocation(new URLSearchParams(query));

describe('the file space keeps its state in the query', () => {
  it('opens the root folder when the query says nothing', () => {
    expect(parse('')).toEqual({ fileType: 0, filePath: '/', search: '' });
  });

  it('reads a folder, a category and the recycle bin', () => {
    expect(parse('filePath=%2F%E8%AF%BE%E6%96%87%2Fa&fileType=0')).toEqual({
      fileType: 0,
      filePath: '/课文/a',
      search: '',
    });
    expect(parse('fileType=3').fileType).toBe(3);
    expect(parse('fileType=6&filePath=/a')).toEqual({ fileType: 6, filePath: '/', search: '' });
  });

  it.each([
    ['an unknown view', 'fileType=9', { fileType: 0, filePath: '/' }],
    ['a view that is not a number', 'fileType=abc', { fileType: 0, filePath: '/' }],
    ['a path escaping the tree', 'filePath=/a/../b', { fileType: 0, filePath: '/' }],
    ['a relative path', 'filePath=a/b', { fileType: 0, filePath: '/' }],
    ['a trailing slash', 'filePath=/a/', { fileType: 0, filePath: '/' }],
  ])('falls back to the root on %s', (_, query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('writes filePath and fileType, and the search only when there is one', () => {
    expect(driveQuery({ fileType: 0, filePath: '/a b', search: '' }).toString()).toBe(
      'filePath=%2Fa+b&fileType=0',
    );
    expect(driveQuery({ fileType: 0, filePath: '/', search: 'درس' }).get('search')).toBe('درس');
  });

  it('survives a round trip', () => {
    const location = { fileType: 0 as const, filePath: '/الدروس/第一课', search: 'x' };
    expect(parseDriveLocation(driveQuery(location))).toEqual(location);
  });
});

describe('pathCrumbs', () => {
  it('has no crumb for the root and one per folder below it', () => {
    expect(pathCrumbs('/')).toEqual([]);
    expect(pathCrumbs('/a/الدرس')).toEqual([
      { name: 'a', path: '/a' },
      { name: 'الدرس', path: '/a/الدرس' },
    ]);
  });
});
