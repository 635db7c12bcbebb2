import { describe, expect, it } from 'vitest';
import { assertObjectKey, isValidObjectKey, newObjectKey } from './object-key';
import { InvalidObjectKeyError } from './object-store-errors';

describe('object keys', () => {
  it('makes fresh keys under two fan-out folders, shared by the keys of one second', () => {
    const now = Date.now() + 10_000;
    const keys = new Set(Array.from({ length: 100 }, () => newObjectKey('objects', now)));
    expect(keys.size).toBe(100);
    const folders = new Set<string>();
    for (const key of keys) {
      const [namespace, first, second, id] = key.split('/');
      expect(namespace).toBe('objects');
      expect(`${first}/${second}`).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}$/);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      folders.add(`${first}/${second}`);
    }
    expect(folders.size).toBe(1);
    // A second later the folders are drawn afresh (1 in 65,536 draws the same ones again).
    const later = new Set(
      Array.from({ length: 5 }, (_, i) => {
        const [, first, second] = newObjectKey('objects', now + 1000 * (i + 1)).split('/');
        return `${first}/${second}`;
      }),
    );
    expect(later.size).toBeGreaterThan(1);
    expect(newObjectKey('uploads')).toMatch(/^uploads\//);
  });

  it.each(['objects/ab/cd/x', 'a', 'uploads/3f/part-00001', 'v1.2/file_name-x.bin'])(
    'accepts %s',
    (key) => expect(isValidObjectKey(key)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['absolute', '/etc/passwd'],
    ['parent folder', 'objects/../x'],
    ['current folder', './x'],
    ['hidden segment', 'objects/.tmp'],
    ['empty segment', 'a//b'],
    ['trailing slash', 'a/'],
    ['backslash', 'a\\b'],
    ['NUL', 'a\0'],
    ['space', 'a b'],
    ['drive letter', 'C:'],
    ['non-ASCII', 'objects/文件'],
    ['too long', 'a'.repeat(1025)],
  ])('refuses a key that is %s', (_name, key) => {
    expect(isValidObjectKey(key)).toBe(false);
    expect(() => assertObjectKey(key)).toThrow(InvalidObjectKeyError);
  });
});
