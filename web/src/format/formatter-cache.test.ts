import { describe, expect, it, vi } from 'vitest';
import { formatterCache } from './formatter-cache';

describe('the formatter cache', () => {
  it('builds one formatter per language and options, with the language as Intl knows it', () => {
    const build = vi.fn((locale: string, options: Intl.NumberFormatOptions) => ({
      locale,
      options,
    }));
    const formatter = formatterCache(build);
    const first = formatter('en', { maximumFractionDigits: 1 });
    expect(formatter('en', { maximumFractionDigits: 1 })).toBe(first);
    expect(formatter('en', { maximumFractionDigits: 2 })).not.toBe(first);
    expect(formatter('zh', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(3);
  });
});
