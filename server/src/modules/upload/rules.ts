import { expectedPartSize, UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';

/**
 * The bytes `start` to `end` (inclusive) a client proves it holds, by their HMAC-SHA256 under a
 * fresh nonce. An MD5 of the range would not do: for a file of 64 KiB or less the range is the
 * whole file, and its MD5 is the identifier every caller sends anyway.
 */
export interface ProofRange {
  start: number;
  end: number;
}

/**
 * A range of `UPLOAD_LIMITS.proofBytes` (the whole file when smaller) at a position drawn by
 * `randomBelow(n)`, an integer in [0, n); null for an empty file. Fresh per plan, so one known
 * range is not enough: only a client holding the bytes can answer any range.
 */
export function proofRangeFor(
  fileSize: number,
  randomBelow: (limit: number) => number,
): ProofRange | null {
  if (fileSize <= 0) return null;
  const length = Math.min(UPLOAD_LIMITS.proofBytes, fileSize);
  const start = randomBelow(fileSize - length + 1);
  return { start, end: start + length - 1 };
}

/**
 * How often one user's proofs are checked against other users' content. Every check answers
 * "does anyone hold these bytes?" for bytes the caller has; a small file (a PIN, a short code)
 * can be guessed that way, so the checks are counted per user in a sliding window. Past the
 * limit the proof is simply not checked across users: the upload goes on with parts, and the
 * answer looks the same as when no one holds the content. The user's own files are not counted.
 */
export const CROSS_USER_PROOFS = { limit: 20, windowMinutes: 60 } as const;

/** The start of the window the cross-user checks are counted in. */
export function crossCheckWindowStart(now: Date): Date {
  return new Date(now.getTime() - CROSS_USER_PROOFS.windowMinutes * 60_000);
}

/** True while a user with `checksInWindow` recent cross-user checks may have one more. */
export function mayCheckAcrossUsers(checksInWindow: number): boolean {
  return checksInWindow < CROSS_USER_PROOFS.limit;
}

/**
 * A proof that proves nothing is answered no sooner than this after it arrived, whether the
 * server read someone's bytes to check it or had nothing to read: well above a 64 KiB read from
 * the disk or a bucket nearby, so the time does not tell the two apart.
 */
export const FAILED_PROOF_FLOOR_MS = 150;

/** Bytes of the nonce a proof is keyed with. */
export const PROOF_NONCE_BYTES = 32;

export interface HeldPart {
  partNumber: number;
  size: number;
}

/**
 * What keeps an upload from completing: parts not held yet, and parts held with another length
 * than the file's arithmetic gives them (S3 takes any length through a signed URL). Both empty:
 * every part is there. An empty file needs no part; parts past the last are never joined.
 */
export function partsProblem(
  held: readonly HeldPart[],
  upload: { fileSize: number; partSize: number; partCount: number },
): { missing: number[]; wrongSize: number[] } {
  const byNumber = new Map(held.map((part) => [part.partNumber, part.size]));
  const missing: number[] = [];
  const wrongSize: number[] = [];
  if (upload.fileSize === 0) return { missing, wrongSize };
  for (let number = 1; number <= upload.partCount; number += 1) {
    const size = byNumber.get(number);
    if (size === undefined) missing.push(number);
    else if (size !== expectedPartSize(upload.fileSize, upload.partSize, number)) {
      wrongSize.push(number);
    }
  }
  return { missing, wrongSize };
}

/**
 * Room for the multipart framing around one part (boundaries, part headers, the two small
 * fields): a request longer than the part plus this is refused before its body is read.
 */
export const PART_REQUEST_OVERHEAD_BYTES = 16 * 1024;

/** True when a part request announcing `contentLength` bytes could carry a part of `partBytes`. */
export function partRequestFits(contentLength: number | undefined, partBytes: number): boolean {
  return contentLength === undefined || contentLength <= partBytes + PART_REQUEST_OVERHEAD_BYTES;
}

/**
 * A completion whose process is alive but seems stuck may be taken over after this long: well
 * past the time a store takes to join the largest file's parts. A completion whose process died
 * is taken over at once (its database liveness key is free again).
 */
export const COMPLETION_LEASE_MS = 30 * 60 * 1000;

/** Finished and cancelled uploads are kept this long, so a repeated completion is answered. */
export const FINISHED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** When an upload untouched since then counts as abandoned. */
export function abandonedBefore(now: Date): Date {
  return new Date(now.getTime() - UPLOAD_LIMITS.abandonedAfterHours * 60 * 60 * 1000);
}
