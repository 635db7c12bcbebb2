/** Lengths and player times as a clock reads them, with Latin digits in every language. */

function clock(wholeSeconds: number): string {
  const hours = Math.floor(wholeSeconds / 3600);
  const minutes = Math.floor((wholeSeconds % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0
    ? `${hours}:${two(minutes)}:${two(wholeSeconds % 60)}`
    : `${minutes}:${two(wholeSeconds % 60)}`;
}

/**
 * A length in seconds (a class hour, a video, a replay), rounded to the nearest second:
 * 8 → "0:08", 754 → "12:34", 3725 → "1:02:05"; nothing when the length is unknown.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return '';
  }
  return clock(Math.round(seconds));
}

/**
 * A second inside a video (where a note is pinned): counted down to the whole second the player
 * has reached, so 65.9 → "1:05"; before the start reads "0:00".
 */
export function formatPlayerTime(seconds: number): string {
  return clock(Math.max(0, Math.floor(seconds)));
}
