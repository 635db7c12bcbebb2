import type { UploadPhase } from './upload-track';

/** Share of the bar reached once the file is added, and once the upload plan (credential) is in. */
export const PROGRESS_ADDED = 0.1;
export const PROGRESS_PLANNED = 0.2;
/** The transfer fills this much of the bar after the plan; the final step completes it. */
export const PROGRESS_TRANSFER_SHARE = 0.6;

/**
 * The progress the spec asks for (§4): 0.1 when added, 0.2 after the credential, then
 * 0.2 + 0.6 × the share transferred, and complete only at the very end. A paused or failed file
 * keeps where it was, so `previous` is returned for those.
 */
export function fileProgress(phase: UploadPhase, transferred: number, previous: number): number {
  const share = Math.min(1, Math.max(0, transferred));
  switch (phase) {
    case 'waiting':
    case 'hashing':
    case 'planning':
      return Math.max(previous, PROGRESS_ADDED);
    case 'uploading':
    case 'completing':
      return PROGRESS_PLANNED + PROGRESS_TRANSFER_SHARE * share;
    case 'success':
      return 1;
    case 'paused':
    case 'error':
    case 'unreadable':
      return previous;
  }
}

/**
 * A folder is one row; each of its files weighs 1/count, so the file at index i, with those before
 * it done, shows (i + its progress) / count — the spec's "scaled by file index". With several files
 * in flight at once this is the same sum.
 */
export function folderProgress(fileProgresses: readonly number[]): number {
  if (fileProgresses.length === 0) return 0;
  const sum = fileProgresses.reduce((total, progress) => total + progress, 0);
  return sum / fileProgresses.length;
}

/** The bar's percentage, with one decimal; 100 only when complete. */
export function progressPercent(progress: number): number {
  return Math.floor(Math.min(1, Math.max(0, progress)) * 1000) / 10;
}
