import { describe, expect, it } from 'vitest';
import { classHourLink, startSecondOf } from './mooc-routes';

describe('a class hour link at a second', () => {
  it('carries the second a note is pinned to, and reads it back', () => {
    const link = classHourLink('hour-1', undefined, 75);
    expect(link.search).toBe('?id=hour-1&t=75');
    expect(startSecondOf(new URLSearchParams(link.search))).toBe(75);
  });

  it('leaves the second out when there is none', () => {
    expect(classHourLink('hour-1', undefined, null).search).toBe('?id=hour-1');
    expect(startSecondOf(new URLSearchParams('?id=hour-1'))).toBeUndefined();
  });

  it('ignores a second that is not a plain whole number', () => {
    for (const raw of ['-5', '1e3', 'abc', '', '12.5', '999999']) {
      expect(startSecondOf(new URLSearchParams({ t: raw }))).toBeUndefined();
    }
  });
});
