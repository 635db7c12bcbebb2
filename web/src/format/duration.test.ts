import { describe, expect, it } from 'vitest';
import { formatDuration, formatPlayerTime } from './duration';

describe('lengths as a clock reads them', () => {
  it.each([
    [4, '0:04'],
    [8, '0:08'],
    [125, '2:05'],
    [754, '12:34'],
    [1800, '30:00'],
    [3725, '1:02:05'],
    [null, ''],
    [undefined, ''],
    [-1, ''],
    [Number.NaN, ''],
  ])('%s seconds read %j', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('round to the nearest second', () => {
    expect(formatDuration(65.6)).toBe('1:06');
  });
});

describe('a second inside a video', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65.9, '1:05'],
    [600, '10:00'],
    [3729, '1:02:09'],
    [-3, '0:00'],
  ])('%s seconds read %s', (seconds, shown) => {
    expect(formatPlayerTime(seconds)).toBe(shown);
  });
});
