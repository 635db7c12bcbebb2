import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [8, '0:08'],
    [754, '12:34'],
    [3725, '1:02:05'],
    [1800, '30:00'],
    [null, ''],
    [-1, ''],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
