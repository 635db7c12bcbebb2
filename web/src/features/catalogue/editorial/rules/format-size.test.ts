import { describe, expect, it } from 'vitest';
import { formatDate, formatSize } from './format-size';

describe('sizes and dates for people', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1536, 'en', '1.5 KB'],
    [300_000, 'en', '293 KB'],
    [5 * 1024 * 1024, 'zh', '5 MB'],
  ] as const)('%i bytes in %s is %s', (bytes, language, shown) => {
    expect(formatSize(bytes, language)).toBe(shown);
  });

  it('writes Arabic sizes and dates with Latin digits, like the rest of the platform', () => {
    expect(formatSize(1536, 'ar')).toMatch(/^1[.٫]5 KB$/);
    expect(formatDate('2026-06-01T08:00:00Z', 'ar')).toContain('2026');
  });

  it('writes dates in the reader’s language', () => {
    expect(formatDate('2026-06-01T08:00:00Z', 'zh')).toContain('2026');
    expect(formatDate('2026-06-01T08:00:00Z', 'en')).toMatch(/Jun.*2026/);
  });
});
