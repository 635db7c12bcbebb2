import { RangeNotSatisfiableError } from './object-store-errors';
import type { ByteRange } from './object-store';

/** Whole, non-negative offsets with the end (when given) not before the start. */
export function isWellFormedRange(range: ByteRange): boolean {
  const { start, end = start } = range;
  return Number.isSafeInteger(start) && Number.isSafeInteger(end) && start >= 0 && end >= start;
}

/**
 * Fits a requested range to an object of `size` bytes, as HTTP does: an end past the object is
 * clamped; a start at or past the end (so any range of an empty object) is unsatisfiable, and so
 * is a malformed range.
 */
export function resolveByteRange(
  key: string,
  range: ByteRange,
  size: number,
): { start: number; end: number } {
  if (!isWellFormedRange(range) || range.start >= size) {
    throw new RangeNotSatisfiableError(key, size);
  }
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
