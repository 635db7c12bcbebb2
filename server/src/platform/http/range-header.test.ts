import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './range-header';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=900-', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-2000', 1000, { start: 990, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=5-4', 1000, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=0-1,5-6', 1000, undefined],
    ['items=0-1', 1000, undefined],
    [undefined, 1000, undefined],
  ])('reads %j of %i bytes', (header, size, expected) => {
    expect(parseRangeHeader(header, size)).toEqual(expected);
  });
});
