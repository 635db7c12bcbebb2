import { describe, expect, it } from 'vitest';
import {
  childPath,
  fileTypeOf,
  formatSize,
  freeName,
  isSameOrInside,
  isValidFolderPath,
  nameProblem,
  splitFileName,
} from './drive-rules';

describe('fileTypeOf', () => {
  it.each([
    ['PNG', 1],
    ['pdf', 2],
    ['md', 2],
    ['mp4', 3],
    ['mp3', 4],
    ['zip', 5],
    ['', 5],
    [null, 5],
  ])('puts %j in category %i', (extension, type) => {
    expect(fileTypeOf(extension)).toBe(type);
  });
});

describe('splitFileName', () => {
  it.each([
    ['课文.第一课.pdf', { name: '课文.第一课', extension: 'pdf' }],
    ['درس.mp3', { name: 'درس', extension: 'mp3' }],
    ['README', { name: 'README', extension: '' }],
    ['.env', { name: '.env', extension: '' }],
    ['trailing.', { name: 'trailing.', extension: '' }],
  ])('splits %j', (full, parts) => {
    expect(splitFileName(full)).toEqual(parts);
  });
});

describe('nameProblem', () => {
  it.each(['الدرس الأول', '第一课', 'notes (final).txt', 'a'.repeat(255), 'مرحبا\u202Etxt.exe'])(
    'accepts %j',
    (name) => {
      expect(nameProblem(name)).toBeUndefined();
    },
  );

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(256), 'tooLong'],
    ['a/b', 'forbiddenCharacter'],
    ['a\\b', 'forbiddenCharacter'],
    ['what?', 'forbiddenCharacter'],
    ['x|y', 'forbiddenCharacter'],
    ['tab\there', 'forbiddenCharacter'],
    ['nul\u0000', 'forbiddenCharacter'],
    ['..', 'reserved'],
    ['.', 'reserved'],
  ])('refuses %j as %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(nameProblem('😀'.repeat(255))).toBeUndefined();
  });
});

describe('folder paths', () => {
  it.each(['/', '/课程', '/课程/第一课', '/دروس/الوحدة 1'])('accepts %j', (path) => {
    expect(isValidFolderPath(path)).toBe(true);
  });

  it.each(['', 'a', '/a/', '//a', '/a//b', '/a/../b', '/..', '/a/./b', '/ a'])(
    'refuses %j',
    (path) => {
      expect(isValidFolderPath(path)).toBe(false);
    },
  );

  it('joins and compares paths', () => {
    expect(childPath('/', 'a')).toBe('/a');
    expect(childPath('/a', 'b')).toBe('/a/b');
    expect(isSameOrInside('/a/b', '/a')).toBe(true);
    expect(isSameOrInside('/a', '/a')).toBe(true);
    expect(isSameOrInside('/ab', '/a')).toBe(false);
    expect(isSameOrInside('/x', '/')).toBe(true);
  });
});

describe('freeName', () => {
  it('adds (1), (2)... until the name is free', () => {
    const taken = new Set(['课文', '课文(1)']);
    expect(freeName('课文', (name) => taken.has(name))).toBe('课文(2)');
    expect(freeName('جديد', (name) => taken.has(name))).toBe('جديد');
  });
});

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [null, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2 * 5.25, '5.25 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4 * 2, '2 TB'],
    [1024 ** 5, '1024 TB'],
  ])('shows %j bytes as %s', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});
