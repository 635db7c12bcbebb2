/** The second a note is pinned to, from a player's current time; null when there is no video. */
export function pinnedSecond(currentTime: number | undefined): number | null {
  if (currentTime === undefined || !Number.isFinite(currentTime) || currentTime < 0) return null;
  return Math.floor(currentTime);
}
