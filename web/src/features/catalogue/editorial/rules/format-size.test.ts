import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('sizes for people', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1536, 'en', '1.5 KB'],
    [300_000, 'en', '293 KB'],
    [5 * 1024 * 1024, 'zh', '5 MB'],
  ] as const)('%i bytes in %s is %s', (bytes, language, shown) => {
    expect(formatSize(bytes, language)).toBe(shown);
  });

  it('writes Arabic sizes with Latin digits, like the rest of the platform', () => {
    expect(formatSize(1536, 'ar')).toMatch(/^1[.٫]5 KB$/);
  });
});
