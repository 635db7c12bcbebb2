import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('numbers in the interface language', () => {
  it('group thousands in every language', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'zh')).toBe('12,345');
  });

  it('write Arabic numbers with Latin digits', () => {
    expect(formatNumber(12345, 'ar')).not.toMatch(/[٠-٩]/);
    expect(formatNumber(12345, 'ar')).toMatch(/^12.345$/);
  });

  it("take the caller's decimals", () => {
    expect(formatNumber(1.25, 'en', { maximumFractionDigits: 1 })).toMatch(/^1\.[23]$/);
    expect(formatNumber(1.5, 'en', { maximumFractionDigits: 0 })).toBe('2');
  });
});
