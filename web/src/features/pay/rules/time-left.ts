/**
 * The time an unpaid order has left before it expires, as `m:ss` (Latin digits in every
 * language, like the other numbers), or null once it has none.
 */
export function timeLeft(expiresAt: string | null, now: number): string | null {
  if (!expiresAt) return null;
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (!(seconds > 0)) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
