import { describe, expect, it } from 'vitest';
import { resolveByteRange } from './byte-range';
import { RangeNotSatisfiableError } from './object-store-errors';

describe('byte ranges', () => {
  it.each([
    [{ start: 0, end: 0 }, 10, { start: 0, end: 0 }],
    [{ start: 2, end: 5 }, 10, { start: 2, end: 5 }],
    [{ start: 9 }, 10, { start: 9, end: 9 }],
    [{ start: 4, end: 99 }, 10, { start: 4, end: 9 }],
  ])('serves %j of %i bytes as %j', (range, size, served) => {
    expect(resolveByteRange('k', range, size)).toEqual(served);
  });

  it.each([
    [{ start: 10 }, 10],
    [{ start: 0 }, 0],
    [{ start: 5, end: 4 }, 10],
    [{ start: -1, end: 4 }, 10],
    [{ start: 1.5 }, 10],
    [{ start: Number.NaN }, 10],
  ])('refuses %j of %i bytes, naming the size', (range, size) => {
    expect(() => resolveByteRange('k', range, size)).toThrow(RangeNotSatisfiableError);
    try {
      resolveByteRange('k', range, size);
    } catch (error) {
      expect(error).toMatchObject({ size, key: 'k' });
    }
  });
});
