import { describe, expect, it } from 'vitest';
import { inlineValue } from './inline-value';

describe('inlineValue', () => {
  it('isolates the value and joins its words with no-break spaces', () => {
    expect(inlineValue('10 GB')).toBe('\u206810\u00a0GB\u2069');
  });
});
