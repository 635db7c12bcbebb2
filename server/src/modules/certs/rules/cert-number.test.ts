import { describe, expect, it } from 'vitest';
import { CERT_NUMBER_PATTERN } from '@qiao/contracts/certs';
import { formatCertNumber, newVerifyId } from './cert-number';

describe('certificate numbers', () => {
  it('name the level, the year of issue in UTC and the count in six digits', () => {
    const number = formatCertNumber('yct', 2, new Date('2026-12-31T23:30:00Z'), 123);
    expect(number).toBe('QIAO-YCT2-2026-000123');
    expect(number).toMatch(CERT_NUMBER_PATTERN);
    expect(formatCertNumber('hsk', 6, new Date('2027-01-01T00:00:00Z'), 1)).toBe(
      'QIAO-HSK6-2027-000001',
    );
  });

  it('grow past six digits rather than wrap', () => {
    const number = formatCertNumber('hsk', 1, new Date('2030-05-01T00:00:00Z'), 1_234_567);
    expect(number).toBe('QIAO-HSK1-2030-1234567');
    expect(number).toMatch(CERT_NUMBER_PATTERN);
  });
});

describe('verify ids', () => {
  it('are 32 hexadecimal characters, new each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newVerifyId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
