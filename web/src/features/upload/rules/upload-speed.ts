import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';

/**
 * Bytes per second over one refresh (every 500 ms, spec §9), smoothed exponentially with the
 * spec's factor 0.1: each sample moves the shown speed a tenth of the way. The first sample is
 * taken as it is, so the speed does not crawl up from zero.
 */
export function nextSpeed(
  previous: number | undefined,
  bytesSinceLast: number,
  elapsedMs: number,
  smoothing: number = UPLOAD_LIMITS.speedSmoothing,
): number {
  if (elapsedMs <= 0) return previous ?? 0;
  const sample = (Math.max(0, bytesSinceLast) * 1000) / elapsedMs;
  if (previous === undefined) return sample;
  return smoothing * sample + (1 - smoothing) * previous;
}
