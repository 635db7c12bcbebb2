import { describe, expect, it } from 'vitest';
import { formatDuration, pageFrom, withPage } from './list-query';

describe('list pages', () => {
  it('read the page number, falling back to the first page', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) {
      expect(pageFrom(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('keep other query values and leave page 1 out of the address', () => {
    expect(withPage(new URLSearchParams('cid=a&page=2'), 1).toString()).toBe('cid=a');
    expect(withPage(new URLSearchParams('cid=a'), 4).toString()).toBe('cid=a&page=4');
  });

  it('show durations as players do', () => {
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('');
  });
});
