import { UNZIP_LIMITS } from '@qiao/contracts/unzip';

/**
 * The limits of one unzip as pure rules: what may be unpacked given the archive's size and the
 * space left. `declaredProblem` judges the sizes an archive states before a byte is inflated (a
 * bomb that declares itself is refused at once); `countedProblem` judges the bytes really
 * produced so far, so lying headers are caught while inflating, within one chunk.
 */
export type UnzipProblem = 'tooManyEntries' | 'bomb' | 'tooLarge' | 'overQuota';

export interface UnzipAllowance {
  archiveBytes: number;
  /** Bytes the user may still add. */
  quotaLeftBytes: number;
  /** The hard cap for this archive kind (smaller for formats unpacked in memory). */
  maxTotalBytes: number;
  maxEntries?: number;
}

export interface EntrySizes {
  size: number;
  /** Packed size of the entry, when the format states it. */
  compressedSize?: number;
}

const ratioTooHigh = (unpacked: number, packed: number) =>
  unpacked > UNZIP_LIMITS.ratioFloorBytes &&
  unpacked > UNZIP_LIMITS.maxCompressionRatio * Math.max(packed, 1);

function totalProblem(total: number, allowance: UnzipAllowance): UnzipProblem | undefined {
  if (ratioTooHigh(total, allowance.archiveBytes)) return 'bomb';
  if (total > allowance.maxTotalBytes) return 'tooLarge';
  if (total > allowance.quotaLeftBytes) return 'overQuota';
  return undefined;
}

export function declaredProblem(
  entries: readonly EntrySizes[],
  allowance: UnzipAllowance,
): UnzipProblem | undefined {
  if (entries.length > (allowance.maxEntries ?? UNZIP_LIMITS.maxEntries)) return 'tooManyEntries';
  for (const entry of entries) {
    if (entry.compressedSize !== undefined && ratioTooHigh(entry.size, entry.compressedSize)) {
      return 'bomb';
    }
  }
  return totalProblem(
    entries.reduce((sum, entry) => sum + entry.size, 0),
    allowance,
  );
}

export interface CountedSoFar {
  entries: number;
  /** Bytes of files unpacked so far, in all entries. */
  totalBytes: number;
  /** Bytes of the entry being unpacked, and what it declared (when it did). */
  entryBytes?: number;
  entryDeclared?: number;
  entryCompressed?: number;
}

export function countedProblem(
  counted: CountedSoFar,
  allowance: UnzipAllowance,
): UnzipProblem | undefined {
  if (counted.entries > (allowance.maxEntries ?? UNZIP_LIMITS.maxEntries)) return 'tooManyEntries';
  const entryBytes = counted.entryBytes ?? 0;
  // An entry that yields more than it declared lies about itself: treated as a bomb.
  if (counted.entryDeclared !== undefined && entryBytes > counted.entryDeclared) return 'bomb';
  if (counted.entryCompressed !== undefined && ratioTooHigh(entryBytes, counted.entryCompressed)) {
    return 'bomb';
  }
  return totalProblem(counted.totalBytes, allowance);
}
