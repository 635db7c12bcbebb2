import { describe, expect, it } from 'vitest';
import { formatFileSize, formatSizeIn } from './size';

describe('file-space sizes, written as the server writes them', () => {
  it.each([
    [0, '0 B'],
    [null, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [1024 ** 2 * 5.25, '5.25 MB'],
    [1024 ** 4 * 2, '2 TB'],
  ])('%j bytes read %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('sizes in the interface language', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1536, 'en', '1.5 KB'],
    [300_000, 'en', '293 KB'],
    [5 * 1024 * 1024, 'zh', '5 MB'],
  ] as const)('%i bytes in %s read %s', (bytes, language, shown) => {
    expect(formatSizeIn(bytes, language)).toBe(shown);
  });

  it('write Arabic sizes with Latin digits, like the rest of the platform', () => {
    expect(formatSizeIn(1536, 'ar')).toMatch(/^1[.٫]5 KB$/);
  });
});
