/** A second of a video as people read it: "4:05", or "1:02:09" past an hour. Latin digits. */
export function formatVideoTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The second a note is pinned to, from a player's current time; null when there is no video. */
export function pinnedSecond(currentTime: number | undefined): number | null {
  if (currentTime === undefined || !Number.isFinite(currentTime) || currentTime < 0) return null;
  return Math.floor(currentTime);
}
