import { describe, expect, it } from 'vitest';
import {
  hasNameClash,
  isInsideShare,
  resolveSharePath,
  visitorPathOf,
  type ShareTop,
} from './share-paths';

const owner = 'owner';
const folder: ShareTop = {
  id: 'f',
  userId: owner,
  isDir: true,
  filePath: '/教学',
  fileName: '课程',
  extendName: '',
};
const file: ShareTop = {
  id: 'n',
  userId: owner,
  isDir: false,
  filePath: '/',
  fileName: 'notes',
  extendName: 'md',
};
const tops = [folder, file];

describe('resolveSharePath', () => {
  it.each([
    ['/', { kind: 'root' }],
    ['/课程', { kind: 'inside', top: folder, realPath: '/教学/课程' }],
    ['/课程/练习/第二周', { kind: 'inside', top: folder, realPath: '/教学/课程/练习/第二周' }],
    ['/notes.md', undefined],
    ['/..', undefined],
    ['/课程/..', undefined],
    ['/课程/../../etc', undefined],
    ['/./课程', undefined],
    ['//课程', undefined],
    ['/课程/', undefined],
    ['课程', undefined],
    ['/教学', undefined],
    ['/教学/课程', undefined],
    ['/other', undefined],
  ] as const)('%j', (relative, expected) => {
    expect(resolveSharePath(relative, tops)).toEqual(expected);
  });
});

describe('isInsideShare', () => {
  it.each([
    ['the shared folder itself', { id: 'f', userId: owner, filePath: '/教学' }, true],
    ['a shared file', { id: 'n', userId: owner, filePath: '/' }, true],
    ['a file in the shared folder', { id: 'x', userId: owner, filePath: '/教学/课程' }, true],
    ['a file deep inside', { id: 'x', userId: owner, filePath: '/教学/课程/a/b' }, true],
    ['a sibling of the shared folder', { id: 'x', userId: owner, filePath: '/教学' }, false],
    ['a folder with a longer name', { id: 'x', userId: owner, filePath: '/教学/课程表' }, false],
    ['a sibling of the shared file', { id: 'x', userId: owner, filePath: '/' }, false],
    ['the same path, another user', { id: 'x', userId: 'other', filePath: '/教学/课程' }, false],
    ['a shared id under another user', { id: 'n', userId: 'other', filePath: '/' }, false],
  ] as const)('%s', (_label, entry, expected) => {
    expect(isInsideShare(entry, tops)).toBe(expected);
  });
});

describe('visitorPathOf', () => {
  it('shows shared items at the root and hides the owner’s folders above them', () => {
    expect(visitorPathOf({ id: 'f', userId: owner, filePath: '/教学' }, tops)).toBe('/');
    expect(visitorPathOf({ id: 'x', userId: owner, filePath: '/教学/课程' }, tops)).toBe('/课程');
    expect(visitorPathOf({ id: 'y', userId: owner, filePath: '/教学/课程/a' }, tops)).toBe(
      '/课程/a',
    );
  });
});

describe('hasNameClash', () => {
  it('finds two shared items with one display name', () => {
    expect(hasNameClash(tops)).toBe(false);
    expect(hasNameClash([...tops, { ...file, id: 'm', filePath: '/教学' }])).toBe(true);
  });
});
