import { describe, expect, it } from 'vitest';
import { assertObjectKey, isValidObjectKey, newObjectKey } from './object-key';
import { InvalidObjectKeyError } from './object-store-errors';

describe('object keys', () => {
  it('makes fresh keys with two fan-out folders taken from a random id', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newObjectKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) {
      const [namespace, first, second, id] = key.split('/');
      expect(namespace).toBe('objects');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(`${first}${second}`).toBe(id!.slice(0, 4));
    }
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
