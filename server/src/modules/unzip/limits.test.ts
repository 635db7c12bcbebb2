import { describe, expect, it } from 'vitest';
import { UNZIP_LIMITS } from '@qiao/contracts/unzip';
import { countedProblem, declaredProblem, type UnzipAllowance } from './limits';

const MIB = 1024 * 1024;
const allowance: UnzipAllowance = {
  archiveBytes: 10 * MIB,
  quotaLeftBytes: 100 * MIB,
  maxTotalBytes: 50 * MIB,
  maxEntries: 5,
};

describe('limits judged on declared sizes', () => {
  it.each([
    ['small honest archive', [{ size: MIB, compressedSize: MIB / 2 }], undefined],
    [
      'tiny file with a wild ratio (under the floor)',
      [{ size: 1000, compressedSize: 1 }],
      undefined,
    ],
    ['one entry past the ratio', [{ size: 5 * MIB, compressedSize: 5 * 1024 }], 'bomb'],
    ['too many entries', Array.from({ length: 6 }, () => ({ size: 1 })), 'tooManyEntries'],
    ['past the hard cap', [{ size: 51 * MIB, compressedSize: 10 * MIB }], 'tooLarge'],
    ['past the quota left', [{ size: 40 * MIB, compressedSize: 9 * MIB }], undefined],
  ] as const)('%s', (_case, entries, problem) => {
    expect(declaredProblem(entries, allowance)).toBe(problem);
  });

  it('never lets the unpacked total pass the quota left', () => {
    expect(
      declaredProblem([{ size: 40 * MIB, compressedSize: 9 * MIB }], {
        ...allowance,
        quotaLeftBytes: 39 * MIB,
      }),
    ).toBe('overQuota');
  });

  it('judges the whole archive ratio even when each entry looks fine', () => {
    const entries = Array.from({ length: 5 }, () => ({ size: 3 * MIB }));
    expect(declaredProblem(entries, { ...allowance, archiveBytes: 100 * 1024 })).toBe('bomb');
  });

  it('uses the house limit when the allowance names none', () => {
    const many = Array.from({ length: UNZIP_LIMITS.maxEntries + 1 }, () => ({ size: 0 }));
    expect(declaredProblem(many, { ...allowance, maxEntries: undefined })).toBe('tooManyEntries');
  });
});

describe('limits judged on the bytes really inflated', () => {
  it.each([
    [
      'within what the entry declared',
      { entries: 1, totalBytes: 100, entryBytes: 100, entryDeclared: 100 },
      undefined,
    ],
    [
      'more than the entry declared (lying header)',
      { entries: 1, totalBytes: 101, entryBytes: 101, entryDeclared: 100 },
      'bomb',
    ],
    [
      'entry ratio crossed while inflating',
      { entries: 1, totalBytes: 2 * MIB, entryBytes: 2 * MIB, entryCompressed: 1000 },
      'bomb',
    ],
    ['total past the cap', { entries: 2, totalBytes: 51 * MIB }, 'tooLarge'],
    ['one entry too many', { entries: 6, totalBytes: 0 }, 'tooManyEntries'],
  ] as const)('%s', (_case, counted, problem) => {
    expect(countedProblem(counted, allowance)).toBe(problem);
  });
});
