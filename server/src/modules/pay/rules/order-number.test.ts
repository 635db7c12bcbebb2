import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './order-number';

describe('formatOrderNumber', () => {
  it('writes the UTC day and the count padded to six digits', () => {
    expect(formatOrderNumber(new Date('2026-11-26T23:59:00Z'), 123)).toBe('Q20261126-000123');
    expect(formatOrderNumber(new Date('2026-01-02T00:00:00+03:00'), 1)).toBe('Q20260101-000001');
  });

  it('keeps every digit of a count past a million', () => {
    expect(formatOrderNumber(new Date('2027-03-04T12:00:00Z'), 1_234_567)).toBe(
      'Q20270304-1234567',
    );
  });
});
