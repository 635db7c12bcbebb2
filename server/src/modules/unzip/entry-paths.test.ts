import { describe, expect, it } from 'vitest';
import { entryPath, joinUnder } from './entry-paths';

describe('where an archive entry may land', () => {
  it.each([
    ['a.txt', ['a.txt']],
    ['dir/sub/a.txt', ['dir', 'sub', 'a.txt']],
    ['dir\\sub\\a.txt', ['dir', 'sub', 'a.txt']],
    ['./a/./b.txt', ['a', 'b.txt']],
    ['a//b.txt', ['a', 'b.txt']],
    ['dir/', ['dir']],
    ['课文/第一课.txt', ['课文', '第一课.txt']],
    ['ab:c*d?.txt', ['ab_c_d_.txt']],
    ['tab\there.txt', ['tab_here.txt']],
    ['...txt', ['...txt']],
    ['x'.repeat(300), ['x'.repeat(255)]],
  ])('%s stays inside as %j', (name, segments) => {
    expect(entryPath(name)).toEqual({ kind: 'inside', segments });
  });

  it.each([
    '../evil.txt',
    'a/../../evil.txt',
    'a/..',
    '..\\evil.txt',
    'a\\..\\..\\evil.txt',
    '/etc/passwd',
    '\\\\server\\share\\x',
    '//server/share/x',
    'C:/Windows/x.dll',
    'c:evil.txt',
    ' .. /evil.txt',
  ])('%s escapes and refuses the archive', (name) => {
    expect(entryPath(name)).toEqual({ kind: 'escapes' });
  });

  it.each(['', './', '.', '././'])('%j holds no name and is skipped', (name) => {
    expect(entryPath(name)).toEqual({ kind: 'empty' });
  });

  it('joins segments under the target folder', () => {
    expect(joinUnder('/', ['a', 'b'])).toBe('/a/b');
    expect(joinUnder('/课程', ['a'])).toBe('/课程/a');
    expect(joinUnder('/x', [])).toBe('/x');
  });
});
