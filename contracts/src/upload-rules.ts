/**
 * Upload limits and the part arithmetic both sides must agree on (spec file space §4, §9;
 * ARCHITECTURE §5). One place: the server checks parts against these, the panel plans with them.
 */
const MiB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** Parts through Qiao's own part endpoint (local store): 1 MiB, as the spec's chunk size. */
  localPartBytes: MiB,
  /** S3 refuses parts under 5 MiB (except the last). */
  s3MinPartBytes: 5 * MiB,
  /** S3's ceiling on parts per upload; part sizes grow for files past it. */
  maxParts: 10_000,
  /** The browser hashes in 1 MiB pieces (spec). */
  hashPieceBytes: MiB,
  /** Length of the byte range an instant upload must prove it holds. */
  proofBytes: 64 * 1024,
  /** Unfinished uploads untouched this long are aborted and their quota released. */
  abandonedAfterHours: 24,
  /** Files sent at the same time (spec: simultaneous uploads 3). */
  simultaneousFiles: 3,
  /** Parts of one file in flight at once. */
  partsInFlight: 3,
  /** Progress and speed refresh (spec: 500 ms, smoothing 0.1). */
  progressIntervalMs: 500,
  speedSmoothing: 0.1,
  /** Only one file record is created at a time; a busy creation is retried after this (spec). */
  createRetryMs: 1000,
  /** A file that cannot be read is cancelled after this notice (spec: 2 s). */
  readErrorNoticeMs: 2000,
  /** Presigned part URLs live this long; the panel asks again for later parts. */
  partUrlSeconds: 3600,
  /**
   * The largest file `uploadfile` takes in one request: one part on every store (a local part),
   * so the panel can choose the path before it knows the store.
   */
  oneRequestBytes: MiB,
  /**
   * Small files sent together in one `uploadfiles` request, at most this many and this many bytes
   * in all: a folder of many small files costs a request per group, not per file (decision 073).
   */
  groupFiles: 32,
  groupBytes: 4 * MiB,
} as const;

export type StoreKind = 'local' | 's3';

/** Part size for a file: the store's minimum, grown in whole MiB so no file needs over 10,000 parts. */
export function partSizeFor(store: StoreKind, fileSize: number): number {
  const minimum = store === 's3' ? UPLOAD_LIMITS.s3MinPartBytes : UPLOAD_LIMITS.localPartBytes;
  const needed = Math.ceil(fileSize / UPLOAD_LIMITS.maxParts / MiB) * MiB;
  return Math.max(minimum, needed);
}

/** True when a file is small enough for `uploadfile`: plan, bytes and entry in one request. */
export function fitsOneRequest(fileSize: number): boolean {
  return fileSize >= 0 && fileSize <= UPLOAD_LIMITS.oneRequestBytes;
}

export interface SizedFile {
  id: string;
  size: number;
}

/**
 * The files the panel sends next in one request, taken from the files waiting in their order: the
 * first file alone when it is too large for one request; else it and the later waiting files that
 * also fit one, while the group stays within `groupFiles` and `groupBytes`.
 */
export function nextSendGroup(waiting: readonly SizedFile[]): string[] {
  const [first] = waiting;
  if (!first) return [];
  if (!fitsOneRequest(first.size)) return [first.id];
  const group = [first.id];
  let bytes = first.size;
  for (const file of waiting.slice(1)) {
    if (group.length >= UPLOAD_LIMITS.groupFiles) break;
    if (!fitsOneRequest(file.size) || bytes + file.size > UPLOAD_LIMITS.groupBytes) continue;
    group.push(file.id);
    bytes += file.size;
  }
  return group;
}

/** How many parts a file of `fileSize` has; an empty file still has one (empty) part. */
export function partCountOf(fileSize: number, partSize: number): number {
  return Math.max(1, Math.ceil(fileSize / partSize));
}

/** The exact length part `partNumber` (1-based) must have: full parts, then the remainder. */
export function expectedPartSize(fileSize: number, partSize: number, partNumber: number): number {
  const count = partCountOf(fileSize, partSize);
  if (partNumber < 1 || partNumber > count) return -1;
  if (partNumber < count) return partSize;
  return fileSize - partSize * (count - 1);
}

/** The name a pasted picture gets: a prefix and a timestamp (spec §9), e.g. "pasted-20261123-101502.png". */
export function pastedImageName(mimeType: string, at: Date): string {
  const extension =
    mimeType
      .split('/')[1]
      ?.replace('jpeg', 'jpg')
      .replace(/[^a-z0-9]/g, '') || 'png';
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp =
    `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-` +
    `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `pasted-${stamp}.${extension}`;
}
