import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import {
  abandonedBefore,
  CROSS_USER_PROOFS,
  crossCheckWindowStart,
  mayCheckAcrossUsers,
  PART_REQUEST_OVERHEAD_BYTES,
  partRequestFits,
  partsProblem,
  proofRangeFor,
} from './rules';

const MiB = 1024 * 1024;
const proofBytes = UPLOAD_LIMITS.proofBytes;

describe('the range an instant upload must prove', () => {
  it.each([
    { size: 10 * MiB, draw: 0, range: { start: 0, end: proofBytes - 1 } },
    { size: 10 * MiB, draw: 'last', range: { start: 10 * MiB - proofBytes, end: 10 * MiB - 1 } },
    { size: 100, draw: 0, range: { start: 0, end: 99 } },
    { size: proofBytes, draw: 0, range: { start: 0, end: proofBytes - 1 } },
  ])('a file of $size bytes, drawn $draw: $range', ({ size, draw, range }) => {
    const picked = proofRangeFor(size, (limit) => (draw === 'last' ? limit - 1 : 0));
    expect(picked).toEqual(range);
  });

  it('draws the start among every position the range fits in', () => {
    const limits: number[] = [];
    proofRangeFor(5 * MiB, (limit) => (limits.push(limit), 0));
    expect(limits).toEqual([5 * MiB - proofBytes + 1]);
  });

  it('asks nothing of an empty file', () => {
    expect(proofRangeFor(0, () => 0)).toBeNull();
  });
});

describe('whether every part is there', () => {
  const upload = { fileSize: 2 * MiB + 10, partSize: MiB, partCount: 3 };
  const full = [
    { partNumber: 1, size: MiB },
    { partNumber: 2, size: MiB },
    { partNumber: 3, size: 10 },
  ];

  it.each([
    { name: 'all parts, any order', held: [...full].reverse(), missing: [], wrongSize: [] },
    { name: 'the last one missing', held: full.slice(0, 2), missing: [3], wrongSize: [] },
    { name: 'none yet', held: [], missing: [1, 2, 3], wrongSize: [] },
    {
      name: 'a short middle part (S3 takes any length)',
      held: [full[0]!, { partNumber: 2, size: MiB - 1 }, full[2]!],
      missing: [],
      wrongSize: [2],
    },
    {
      name: 'a long last part',
      held: [full[0]!, full[1]!, { partNumber: 3, size: 11 }],
      missing: [],
      wrongSize: [3],
    },
  ])('$name', ({ held, missing, wrongSize }) => {
    expect(partsProblem(held, upload)).toEqual({ missing, wrongSize });
  });

  it('needs no part for an empty file', () => {
    expect(partsProblem([], { fileSize: 0, partSize: MiB, partCount: 1 })).toEqual({
      missing: [],
      wrongSize: [],
    });
  });
});

describe('how long a part request may be', () => {
  it.each([
    { length: undefined, fits: true },
    { length: MiB, fits: true },
    { length: MiB + PART_REQUEST_OVERHEAD_BYTES, fits: true },
    { length: MiB + PART_REQUEST_OVERHEAD_BYTES + 1, fits: false },
    { length: 50 * MiB, fits: false },
  ])('Content-Length $length for a 1 MiB part: $fits', ({ length, fits }) => {
    expect(partRequestFits(length, MiB)).toBe(fits);
  });
});

describe('abandoned uploads', () => {
  it('are those untouched for the configured hours', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(abandonedBefore(now).toISOString()).toBe(
      new Date(now.getTime() - UPLOAD_LIMITS.abandonedAfterHours * 3600_000).toISOString(),
    );
  });
});

describe("checks of a proof against other users' files", () => {
  it.each([
    { checks: 0, allowed: true },
    { checks: CROSS_USER_PROOFS.limit - 1, allowed: true },
    { checks: CROSS_USER_PROOFS.limit, allowed: false },
    { checks: CROSS_USER_PROOFS.limit + 5, allowed: false },
  ])('$checks recent checks: one more allowed $allowed', ({ checks, allowed }) => {
    expect(mayCheckAcrossUsers(checks)).toBe(allowed);
  });

  it('counts the checks of the last window', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const start = crossCheckWindowStart(now);
    expect(now.getTime() - start.getTime()).toBe(CROSS_USER_PROOFS.windowMinutes * 60_000);
  });
});
