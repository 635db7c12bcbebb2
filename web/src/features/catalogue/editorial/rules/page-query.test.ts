import { describe, expect, it } from 'vitest';
import { idFrom } from './page-query';

describe('the id in the address', () => {
  it('reads the id and ignores a blank one', () => {
    expect(idFrom(new URLSearchParams('id=abc'))).toBe('abc');
    expect(idFrom(new URLSearchParams('id=%20'))).toBeUndefined();
    expect(idFrom(new URLSearchParams(''))).toBeUndefined();
  });
});
