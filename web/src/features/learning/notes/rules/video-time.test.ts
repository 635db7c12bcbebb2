import { describe, expect, it } from 'vitest';
import { formatVideoTime, pinnedSecond } from './video-time';

describe('a video time as shown on a note', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65.9, '1:05'],
    [600, '10:00'],
    [3729, '1:02:09'],
    [-3, '0:00'],
  ])('%s seconds read %s', (seconds, shown) => {
    expect(formatVideoTime(seconds)).toBe(shown);
  });
});

describe('the second a new note is pinned to', () => {
  it('is the player second, rounded down, or none without a player time', () => {
    expect(pinnedSecond(12.7)).toBe(12);
    expect(pinnedSecond(0)).toBe(0);
    expect(pinnedSecond(undefined)).toBeNull();
    expect(pinnedSecond(Number.NaN)).toBeNull();
    expect(pinnedSecond(-1)).toBeNull();
  });
});
