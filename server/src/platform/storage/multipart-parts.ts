import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { InvalidPartError } from './object-store-errors';
import type { StoredPart } from './object-store';

/** Part numbers run from 1 to S3's ceiling, on every store alike. */
export function assertPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > UPLOAD_LIMITS.maxParts) {
    throw new InvalidPartError(`Part number ${partNumber} is not 1–${UPLOAD_LIMITS.maxParts}`);
  }
}

export function assertPartSize(size: number): void {
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new InvalidPartError(`Part size ${size} is not a byte count`);
  }
}

/** The parts a completion names, checked and sorted by number (S3 wants them ascending). */
export function partsInOrder(parts: readonly StoredPart[]): StoredPart[] {
  if (parts.length === 0) throw new InvalidPartError('A completion names at least one part');
  const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  ordered.forEach((part, index) => {
    assertPartNumber(part.partNumber);
    assertPartSize(part.size);
    if (index > 0 && ordered[index - 1]!.partNumber === part.partNumber) {
      throw new InvalidPartError(`Part ${part.partNumber} is named twice`);
    }
  });
  return ordered;
}

export function totalSizeOf(parts: readonly StoredPart[]): number {
  return parts.reduce((sum, part) => sum + part.size, 0);
}
