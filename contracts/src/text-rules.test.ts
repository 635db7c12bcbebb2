import { describe, expect, it } from 'vitest';
import { forbiddenTextField } from './text-rules';

describe('forbiddenTextField', () => {
  it.each([
    ['a clean body', { name: 'سارة', age: 3, tags: ['汉字'] }, undefined],
    ['no input', undefined, undefined],
    ['null and numbers', { a: null, b: 1, c: true }, undefined],
    ['a NUL in a field', { name: 'سا\u0000رة' }, 'name'],
    ['a NUL at the end', { keyword: '汉字\u0000' }, 'keyword'],
    ['a NUL in a list', { files: [{ name: 'a' }, { name: '\u0000' }] }, 'files.1.name'],
    ['a NUL in a key', { 'na\u0000me': 'x' }, 'name'],
    ['a bare string', 'x\u0000', 'body'],
    ['other control characters', { note: 'a\tb\nc\u0001' }, undefined],
  ])('%s', (_case, value, field) => {
    expect(forbiddenTextField(value)).toBe(field);
  });
});

describe('forbiddenTextField on raw bodies', () => {
  it('leaves bytes and other objects alone (an upload may hold any byte)', () => {
    expect(forbiddenTextField(new Uint8Array([0, 0, 0]))).toBeUndefined();
    expect(forbiddenTextField({ file: new Uint8Array([0]) })).toBeUndefined();
    expect(forbiddenTextField(Object.assign(Object.create(null), { q: '\u0000' }))).toBe('q');
  });
});
